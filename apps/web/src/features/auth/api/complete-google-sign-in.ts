/** POST /api/auth/google/complete: the one-time token and this device become a session. */
import type { ClientDeviceInfo as DeviceInfo } from '@medsutra/contract/auth-rules';
import { authApiPaths } from '@medsutra/contract/auth-rules';
import { api } from '@/lib/api-client';
import type { AuthUserReply } from './types';

export function completeGoogleSignIn(input: { tempToken: string; deviceFingerprint: string; deviceInfo: DeviceInfo }) {
  return api.post<AuthUserReply>(authApiPaths.googleComplete, input);
}
