/**
 * GET /api/mindmaps/{userEmail}: the student's saved mindmaps, newest first. The list asks again
 * by itself while a job runs (see ../lib/list-polling.ts); a reply without `success` is a failure.
 */
import { type MindmapListReply, mindmapListPath, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listPollInterval } from '../lib/list-polling';
import { mindmapKeys } from './mindmap-keys';

async function getMindmaps(email: string): Promise<MindmapListReply> {
  const reply = await api.get<MindmapListReply>(mindmapListPath(email), { cache: 'no-store' });
  if (reply?.success !== true || !Array.isArray(reply.mindmaps)) throw new Error(mindmapMessages.listFailed);
  return reply;
}

const mindmapsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: mindmapKeys.list(email),
    queryFn: () => getMindmaps(email),
    staleTime: 0,
    refetchInterval: (query) => listPollInterval(query.state.data?.mindmaps, Date.now()),
  });

export function useMindmaps(email: string) {
  return useQuery(mindmapsQueryOptions(email));
}
