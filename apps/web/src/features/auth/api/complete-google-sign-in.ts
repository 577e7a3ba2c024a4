/** POST /api/auth/google/complete: the one-time token and this device become a session. */

import type { AuthReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import type { ClientDeviceInfo as DeviceInfo } from '@medsutra/contract/auth/rules';
import { api } from '@/lib/api-client';

export function completeGoogleSignIn(input: { tempToken: string; deviceFingerprint: string; deviceInfo: DeviceInfo }) {
  return api.post<AuthReply>(authApiPaths.googleComplete, input);
}
