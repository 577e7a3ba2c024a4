/** GET /api/medstagram/notifications, and POST …/read when they have been seen. */
import type { MedstagramNotification } from '@medsutra/contract/medstagram/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

export function useNotifications() {
  return useQuery({
    queryKey: medstagramKeys.notifications,
    queryFn: () =>
      api
        .get<{ notifications: MedstagramNotification[] }>(medstagramApiPaths.notifications, { cache: 'no-store' })
        .then((reply) => reply.notifications),
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(medstagramApiPaths.notificationsRead, {}),
    onSuccess: () => queryClient.setQueryData(medstagramKeys.unread, 0),
  });
}
