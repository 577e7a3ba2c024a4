/**
 * GET /api/medstagram/posts?cursor=&limit=: the feed, newest first, a page at a time. Fresh on
 * every visit: a student who has just shared lands here and expects to see her post on top.
 */
import { type MedstagramPageReply, medstagramApiPaths } from '@medsutra/contract/medstagram';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

export function getFeedPage(cursor: string | null): Promise<MedstagramPageReply> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<MedstagramPageReply>(`${medstagramApiPaths.posts}${query}`, { cache: 'no-store' });
}

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: medstagramKeys.feed,
    queryFn: ({ pageParam }) => getFeedPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions());
}
