/** GET /api/medstagram/user/{handle}/posts?cursor=: one author's posts, newest first, a page at a time. */
import type { MedstagramPageReply } from '@medsutra/contract/medstagram/api';
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

function getAuthorPostsPage(email: string, cursor: string | null): Promise<MedstagramPageReply> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<MedstagramPageReply>(`${medstagramPath.userPosts(email)}${query}`, { cache: 'no-store' });
}

const authorPostsQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: medstagramKeys.author(email),
    queryFn: ({ pageParam }) => getAuthorPostsPage(email, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export function useAuthorPosts(email: string, enabled = true) {
  return useInfiniteQuery({ ...authorPostsQueryOptions(email), enabled });
}
