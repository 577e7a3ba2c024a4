/**
 * What the browser keeps about the signed-in user (docs/product-rules.md, Signing in on the web): isAuthenticated, user,
 * userData, userEmail, authenticatedFingerprint, lastActivity and unique_device_id, plus the
 * session handle, the local-session fall-back and the 24 h chat identity cache. Sign-out clears
 * all of it; the device identity itself stays, so this browser remains the same device.
 */
import { authStorageKeys, CHAT_IDENTITY_CACHE_HOURS, deviceStorageKeys } from '@medsutra/contract/auth/rules';
import { type KeyValueStore, localStore } from './key-value-store';

export interface StoredUser {
  id: string;
  uid?: string;
  email: string;
  name: string;
  fullName?: string;
  phoneNumber?: string | null;
  accessAllowed?: boolean;
  plan?: string;
  role?: 'user' | 'admin';
  referralCode?: string;
  deviceFingerprint?: string;
}

export interface ChatIdentity {
  userId: string;
  userHash: string;
}

const HOUR_MS = 60 * 60 * 1000;

export function storeSignedInUser(
  user: StoredUser,
  fingerprint: string,
  now: number = Date.now(),
  store: KeyValueStore = localStore,
) {
  const stored = { ...user, uid: user.id, deviceFingerprint: fingerprint };
  const json = JSON.stringify(stored);
  store.set(authStorageKeys.isAuthenticated, 'true');
  store.set(authStorageKeys.user, json);
  store.set(authStorageKeys.userData, json);
  store.set(authStorageKeys.userEmail, user.email);
  store.set(authStorageKeys.authenticatedFingerprint, fingerprint);
  store.set(authStorageKeys.lastActivity, String(now));
  store.set(authStorageKeys.uniqueDeviceId, fingerprint);
}

export function readStoredUser(store: KeyValueStore = localStore): StoredUser | null {
  if (store.get(authStorageKeys.isAuthenticated) !== 'true') return null;
  try {
    const user = JSON.parse(store.get(authStorageKeys.user) ?? 'null') as StoredUser | null;
    return user && typeof user.email === 'string' && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function storedFingerprint(store: KeyValueStore = localStore): string | null {
  return store.get(authStorageKeys.authenticatedFingerprint) ?? store.get(authStorageKeys.uniqueDeviceId);
}

/** The device id stored on an earlier visit, without computing anything (the fall-back when it cannot be computed). */
export function storedDeviceId(store: KeyValueStore = localStore): string | null {
  return store.get(deviceStorageKeys.uniqueId) ?? store.get(deviceStorageKeys.permanent);
}

/** Every key sign-in wrote, and the session, plan, PDF and chat caches. */
export function clearAuthStorage(store: KeyValueStore = localStore) {
  for (const key of Object.values(authStorageKeys)) store.remove(key);
}

export function storeSessionToken(token: string, store: KeyValueStore = localStore) {
  store.set(authStorageKeys.sessionToken, token);
  store.remove(authStorageKeys.localSession);
}

export function readSessionToken(store: KeyValueStore = localStore): string | null {
  return store.get(authStorageKeys.sessionToken);
}

/** When the server cannot start a session, the app keeps its session data locally. */
export function storeLocalSession(
  data: { userEmail: string; deviceFingerprint: string; sessionData: Record<string, unknown> },
  now: number = Date.now(),
  store: KeyValueStore = localStore,
) {
  store.set(authStorageKeys.localSession, JSON.stringify({ ...data, createdAt: now, local: true }));
}

export function readCachedChatIdentity(
  userId: string,
  now: number = Date.now(),
  store: KeyValueStore = localStore,
): ChatIdentity | null {
  try {
    const cached = JSON.parse(store.get(authStorageKeys.chatIdentity) ?? 'null') as
      | (ChatIdentity & { cachedAt: number })
      | null;
    if (cached && cached.userId === userId && now - cached.cachedAt < CHAT_IDENTITY_CACHE_HOURS * HOUR_MS) {
      return { userId: cached.userId, userHash: cached.userHash };
    }
  } catch {
    // Fetched again.
  }
  return null;
}

export function cacheChatIdentity(identity: ChatIdentity, now: number = Date.now(), store: KeyValueStore = localStore) {
  store.set(authStorageKeys.chatIdentity, JSON.stringify({ ...identity, cachedAt: now }));
}
