/**
 * One Medstagram post: who shared it and when, its title and description, and its attachment.
 * The attachment is chosen by `post.kind`; a new kind adds a case (and TypeScript insists on it).
 */

import type { MedstagramPost } from '@medsutra/contract/medstagram';
import { medstagramScreenMessages } from '@medsutra/contract/mindmap-messages';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { formatFullDateTime, formatWhen } from '@/lib/format-time';
import { medstagramAuthorPath } from '../lib/author-path';
import { MindmapPostBody } from './mindmap-post-body';

function PostAttachment({ post }: { post: MedstagramPost }) {
  switch (post.kind) {
    case 'mindmap':
      return <MindmapPostBody post={post} />;
    default: {
      // A kind this build does not know yet (a newer server): shown without its attachment.
      const unknownKind: never = post.kind;
      return unknownKind ? null : null;
    }
  }
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function PostCard({ post, linkAuthor = true }: { post: MedstagramPost; linkAuthor?: boolean }) {
  const name = post.author.name || `@${post.author.handle}`;
  return (
    <Card className="space-y-3 p-4 sm:p-5" data-post-id={post.id}>
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary text-sm"
        >
          {initials(name)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink text-sm">
            {linkAuthor ? (
              <Link
                to={medstagramAuthorPath(post.author.handle)}
                className="hover:underline"
                aria-label={medstagramScreenMessages.authorPosts(name)}
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </p>
          <p className="text-muted text-xs">
            <time dateTime={post.created_at} title={formatFullDateTime(post.created_at)}>
              {formatWhen(post.created_at)}
            </time>
          </p>
        </div>
      </header>
      <div className="space-y-1">
        <h2 className="font-bold text-ink text-lg [overflow-wrap:anywhere]">{post.title}</h2>
        {post.description ? (
          <p className="whitespace-pre-line text-ink text-sm [overflow-wrap:anywhere]">{post.description}</p>
        ) : null}
      </div>
      <PostAttachment post={post} />
    </Card>
  );
}
