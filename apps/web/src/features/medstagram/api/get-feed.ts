/**
 * GET /api/medstagram/posts?tab=&cursor=: the feed (people you follow first), the following tab
 * or your saved posts, a page at a time. Fresh on every visit: a student who has just shared lands
 * here and expects to see her post on top.
 */
import type { MedstagramPageReply, MedstagramTab } from '@medsutra/contract/medstagram/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

function getFeedPage(tab: MedstagramTab, cursor: string | null): Promise<MedstagramPageReply> {
  const query = new URLSearchParams({ tab, ...(cursor ? { cursor } : {}) });
  return api.get<MedstagramPageReply>(`${medstagramApiPaths.posts}?${query}`, { cache: 'no-store' });
}

const feedQueryOptions = (tab: MedstagramTab = 'feed') =>
  infiniteQueryOptions({
    queryKey: medstagramKeys.tab(tab),
    queryFn: ({ pageParam }) => getFeedPage(tab, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export function useFeed(tab: MedstagramTab = 'feed') {
  return useInfiniteQuery(feedQueryOptions(tab));
}
