/** A paged list of posts: loading, failure with a retry, empty, and 'Load more' while a next page exists. */
import type { MedstagramPageReply } from '@medsutra/contract/medstagram/api';
import { medstagramMessages } from '@medsutra/contract/medstagram/api';
import { medstagramScreenMessages } from '@medsutra/contract/medstagram/messages';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { PostCard } from './post-card';

const text = medstagramScreenMessages;

export interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<MedstagramPageReply>>;
  empty: ReactNode;
  linkAuthors?: boolean;
}

export function PostList({ query, empty, linkAuthors = true }: PostListProps) {
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Spinner label={text.loading} className="sr-only" />
        {[0, 1].map((row) => (
          <div key={row} className="h-64 animate-pulse rounded-xl bg-surface-muted motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Card role="alert" className="space-y-3 border-danger/40">
        <p className="text-danger">{medstagramMessages.feedFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {text.retry}
        </Button>
      </Card>
    );
  }

  const seen = new Set<string>();
  const posts = (query.data?.pages ?? [])
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.id) && seen.add(post.id));
  if (posts.length === 0) return <Card>{empty}</Card>;

  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} linkAuthor={linkAuthors} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-center text-danger text-sm">
          {medstagramMessages.feedFailed}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? text.loadingMore : text.loadMore}
          </Button>
        </div>
      ) : (
        <p className="text-center text-muted text-sm">{text.end}</p>
      )}
    </div>
  );
}
