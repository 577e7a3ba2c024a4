/**
 * GET /api/medstagram/posts?tab=&cursor=: the feed (people you follow first), the following tab
 * or your saved posts, a page at a time. Fresh on every visit: a student who has just shared lands
 * here and expects to see her post on top.
 */
import type { MedstagramTab } from '@medsutra/contract/medstagram/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { medstagramKeys } from './medstagram-keys';
import { getPostsPage, pagedPostsQueryOptions } from './paged-posts';

const feedQueryOptions = (tab: MedstagramTab = 'feed') =>
  pagedPostsQueryOptions(medstagramKeys.tab(tab), (cursor) => getPostsPage(medstagramApiPaths.posts, { tab }, cursor));

export function useFeed(tab: MedstagramTab = 'feed') {
  return useInfiniteQuery(feedQueryOptions(tab));
}
