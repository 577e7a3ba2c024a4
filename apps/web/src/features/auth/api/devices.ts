/** The signed-in user's devices (GET /api/devices) and removing one (DELETE /api/devices/{id}). */

import type { DevicesReply, MessageReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { freshListQuery } from './fresh-list-query';

const devicesQueryOptions = () => freshListQuery<DevicesReply>('devices', authApiPaths.devices);

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      api.delete<MessageReply>(`${authApiPaths.devices}/${encodeURIComponent(deviceId)}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    },
  });
}
