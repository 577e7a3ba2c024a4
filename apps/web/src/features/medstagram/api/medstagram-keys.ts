/** Query keys of Medstagram: every list starts with `medstagram`, so one invalidation refreshes them all. */
export const medstagramKeys = {
  all: ['medstagram'] as const,
  feed: ['medstagram', 'feed'] as const,
  tab: (tab: string) => ['medstagram', 'feed', tab] as const,
  author: (email: string) => ['medstagram', 'author', email] as const,
  profile: (handle: string) => ['medstagram', 'profile', handle] as const,
  comments: (postId: string) => ['medstagram', 'comments', postId] as const,
  notifications: ['medstagram', 'notifications'] as const,
  /** Outside `all`: liking a post must not refetch the header's count. */
  unread: ['medstagram-unread'] as const,
};
