/** POST /api/auth/login: the fingerprint in the body and the x-device-fingerprint header; 15 s timeout. */

import type { AuthReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import type { ClientDeviceInfo as DeviceInfo, SecurityFlags } from '@medsutra/contract/auth/rules';
import { authTimings } from '@medsutra/contract/auth/rules';
import { api } from '@/lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
  deviceFingerprint: string;
  deviceInfo: DeviceInfo;
  securityFlags?: SecurityFlags | undefined;
}

export function signIn(input: SignInInput) {
  return api.post<AuthReply>(authApiPaths.login, input, {
    headers: { 'x-device-fingerprint': input.deviceFingerprint },
    signal: AbortSignal.timeout(authTimings.loginTimeout),
  });
}
