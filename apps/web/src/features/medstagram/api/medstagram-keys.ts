/** Query keys of Medstagram: the whole feed, and one author's posts. */
export const medstagramKeys = {
  all: ['medstagram'] as const,
  feed: ['medstagram', 'feed'] as const,
  author: (email: string) => ['medstagram', 'author', email] as const,
};
