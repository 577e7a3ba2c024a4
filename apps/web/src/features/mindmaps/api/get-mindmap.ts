/** GET /api/mindmaps/item/{id}: one of the student's mindmaps with its tree (null until it is ready). */
import { type MindmapItemReply, mindmapItemPath } from '@medsutra/contract/mindmaps/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mindmapKeys } from './mindmap-keys';

function getMindmap(id: string): Promise<MindmapItemReply> {
  return api.get<MindmapItemReply>(mindmapItemPath(id), { cache: 'no-store' });
}

const mindmapQueryOptions = (email: string, id: string) =>
  queryOptions({
    queryKey: mindmapKeys.item(email, id),
    queryFn: () => getMindmap(id),
    // A ready mindmap never changes; one still running is asked for again when the list says it is ready.
    staleTime: (query) => (query.state.data?.mindmap.tree ? Number.POSITIVE_INFINITY : 0),
  });

export function useMindmap(email: string, id: string) {
  return useQuery(mindmapQueryOptions(email, id));
}
