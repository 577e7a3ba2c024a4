/** POST /api/auth/silent-validate: may this stored user sign in silently on this device? */
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { api } from '@/lib/api-client';
import type { StoredUser } from '../lib/auth-storage';

export interface SilentValidateReply {
  success: true;
  autoLoginAllowed: boolean;
  user?: StoredUser;
}

export function silentValidate(input: { email: string; deviceFingerprint: string; lastActivity: string | null }) {
  return api.post<SilentValidateReply>(authApiPaths.silentValidate, input, { cache: 'no-store' });
}
