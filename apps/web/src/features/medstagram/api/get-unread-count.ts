/**
 * GET /api/medstagram/notifications/unread-count for the header's bell: one indexed count, fetched
 * once a page load and again when the tab regains focus or every two minutes, never on every route.
 */
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: medstagramKeys.unread,
    queryFn: () =>
      api.get<{ unread: number }>(medstagramApiPaths.unreadCount, { cache: 'no-store' }).then((reply) => reply.unread),
    enabled,
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}
