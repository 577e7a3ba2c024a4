/**
 * The session calls after sign-in (docs/product-rules.md, Signing in on the web): POST /api/session/create (kept locally when the server
 * cannot start one) and the chat identity (POST /api/session/{token}/chatbase-identity), cached 24 h.
 */

import { authApiPaths } from '@medsutra/contract/auth/paths';
import type { ClientDeviceInfo as DeviceInfo } from '@medsutra/contract/auth/rules';
import { api } from '@/lib/api-client';
import {
  type ChatIdentity,
  cacheChatIdentity,
  readCachedChatIdentity,
  readSessionToken,
  storeLocalSession,
  storeSessionToken,
} from '../lib/auth-storage';

/** POST /api/session/create; when the server cannot, the session data is kept locally instead. */
export async function createClientSession(input: {
  userEmail: string;
  deviceFingerprint: string;
  deviceInfo: Pick<DeviceInfo, 'userAgent' | 'platform' | 'language'>;
  sessionData: Record<string, unknown>;
}): Promise<string | null> {
  try {
    const reply = await api.post<{ success: true; sessionToken: string }>(authApiPaths.sessionCreate, input);
    storeSessionToken(reply.sessionToken);
    return reply.sessionToken;
  } catch {
    storeLocalSession(input);
    return null;
  }
}

/** The chat widget's identity: from the 24 h cache, else from the server (which computes the hash). */
export async function getChatIdentity(userId: string): Promise<ChatIdentity | null> {
  const cached = readCachedChatIdentity(userId);
  if (cached) return cached;
  const token = readSessionToken();
  if (!token) return null;
  try {
    const reply = await api.post<{ success: true; identity: ChatIdentity }>(authApiPaths.chatbaseIdentity(token), {
      userId,
    });
    cacheChatIdentity(reply.identity);
    return reply.identity;
  } catch {
    return null;
  }
}
