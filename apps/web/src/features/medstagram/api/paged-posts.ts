/** Posts fetched a page at a time by cursor, and fresh on every visit (a post just shared shows on top). */
import type { MedstagramPageReply } from '@medsutra/contract/medstagram/api';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One page of posts from `path`, with `params` and the cursor (after the first page) as its query. */
export function getPostsPage(path: string, params: Record<string, string>, cursor: string | null) {
  const query = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) }).toString();
  return api.get<MedstagramPageReply>(query ? `${path}?${query}` : path, { cache: 'no-store' });
}

export const pagedPostsQueryOptions = <Key extends QueryKey>(
  queryKey: Key,
  getPage: (cursor: string | null) => Promise<MedstagramPageReply>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
