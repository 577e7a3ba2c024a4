/** POST /api/auth/verify-device, run when the sign-in page loads. */

import { authApiPaths } from '@medsutra/contract/auth/paths';
import type { ClientDeviceInfo as DeviceInfo, SecurityFlags } from '@medsutra/contract/auth/rules';
import { api } from '@/lib/api-client';

export function verifyDevice(input: {
  deviceFingerprint: string;
  securityFlags: SecurityFlags;
  deviceInfo: DeviceInfo;
}) {
  return api.post<{ success: true; message: string; registered: boolean }>(authApiPaths.verifyDevice, input);
}
