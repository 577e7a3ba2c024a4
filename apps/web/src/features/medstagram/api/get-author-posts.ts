/** GET /api/medstagram/user/{handle}/posts?cursor=: one author's posts, newest first, a page at a time. */
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { medstagramKeys } from './medstagram-keys';
import { getPostsPage, pagedPostsQueryOptions } from './paged-posts';

const authorPostsQueryOptions = (email: string) =>
  pagedPostsQueryOptions(medstagramKeys.author(email), (cursor) =>
    getPostsPage(medstagramPath.userPosts(email), {}, cursor),
  );

export function useAuthorPosts(email: string, enabled = true) {
  return useInfiniteQuery({ ...authorPostsQueryOptions(email), enabled });
}
