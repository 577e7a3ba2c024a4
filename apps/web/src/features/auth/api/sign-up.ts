/** POST /api/auth/signup: the account is created and signed in at once. */

import type { AuthReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import type { ClientDeviceInfo as DeviceInfo, SecurityFlags } from '@medsutra/contract/auth/rules';
import { authTimings } from '@medsutra/contract/auth/rules';
import { api } from '@/lib/api-client';

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  referralCode?: string | undefined;
  deviceFingerprint: string;
  deviceInfo: DeviceInfo;
  securityFlags?: SecurityFlags | undefined;
}

export function signUp(input: SignUpInput) {
  return api.post<AuthReply>(authApiPaths.signup, input, { signal: AbortSignal.timeout(authTimings.loginTimeout) });
}
