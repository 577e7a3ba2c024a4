/** For a user refused by the device limit: list or remove her devices after proving the password. */

import type { DevicesReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { api } from '@/lib/api-client';

export function listDevicesWithPassword(input: { email: string; password: string }) {
  return api.post<DevicesReply>(authApiPaths.recoverDevices, input);
}

export function removeDeviceWithPassword(input: { email: string; password: string; deviceId: string }) {
  return api.post<DevicesReply>(authApiPaths.recoverRemoveDevice, input);
}
