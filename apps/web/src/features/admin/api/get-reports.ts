/** GET /api/admin/reports: the open moderation reports, each with its target as its module describes it. */
import { type AdminReportsReply, adminApiPaths } from '@medsutra/contract/admin/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const moderationQueueQueryKey = ['admin', 'moderation'] as const;

const moderationQueueQueryOptions = () =>
  queryOptions({
    queryKey: moderationQueueQueryKey,
    queryFn: () => api.get<AdminReportsReply>(adminApiPaths.reports),
  });

export const useModerationQueue = () => useQuery(moderationQueueQueryOptions());
