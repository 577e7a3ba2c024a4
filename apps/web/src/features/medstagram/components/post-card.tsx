/**
 * One Medstagram post: who shared it and when, its title and description, its own card body, and
 * its actions (like, comments, save; delete for its author). Likes and comments pay no XP.
 */
import type { MedstagramPost } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as community, medstagramScreenMessages } from '@medsutra/contract/medstagram/messages';
import { Bookmark, Flag, Heart, MessageCircle, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatFullDateTime, formatWhen } from '@/lib/format-time';
import { usePostAction } from '../api/post-actions';
import { medstagramAuthorPath } from '../lib/author-path';
import { ActionFailure } from './action-failure';
import { Avatar } from './avatar';
import { LazyReportDialog } from './lazy-report-dialog';
import { PostAttachment } from './post-attachment';

// The comments' code loads when a student opens them.
const CommentsSection = lazy(() => import('./comments-section'));
// Radix's dialog stays off the feed's first load: it loads when a student reports.

export function PostCard({ post, linkAuthor = true }: { post: MedstagramPost; linkAuthor?: boolean }) {
  const name = post.author.name || `@${post.author.handle}`;
  const action = usePostAction();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const act = (kind: 'like' | 'unlike' | 'save' | 'unsave' | 'delete') =>
    action.mutate({ postId: post.id, action: kind });

  return (
    <Card className="space-y-3 p-4 sm:p-5" data-post-id={post.id}>
      <header className="flex items-center gap-3">
        <Avatar person={post.author} />
        <div className="min-w-0 flex-1">
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
          <p className="truncate text-muted text-xs">
            @{post.author.handle} ·{' '}
            <time dateTime={post.created_at} title={formatFullDateTime(post.created_at)}>
              {formatWhen(post.created_at)}
            </time>
          </p>
        </div>
        {post.mine ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={community.deletePost}
            onClick={() => {
              if (window.confirm(community.confirmDelete)) act('delete');
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label={community.report} onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" className="size-4" />
          </Button>
        )}
        <LazyReportDialog open={reporting} targetKind="post" targetId={post.id} onClose={() => setReporting(false)} />
      </header>
      {post.title || post.description ? (
        <div className="space-y-1">
          {post.title && post.kind !== 'image' ? (
            <h2 className="font-bold text-ink text-lg [overflow-wrap:anywhere]">{post.title}</h2>
          ) : null}
          {post.description ? (
            <p className="whitespace-pre-line text-ink text-sm [overflow-wrap:anywhere]">{post.description}</p>
          ) : null}
        </div>
      ) : null}
      <PostAttachment post={post} />
      <div className="flex flex-wrap items-center gap-1 border-border border-t pt-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.likedByMe}
          aria-label={`${post.likedByMe ? community.unlike : community.like} (${community.likes(post.likeCount)})`}
          onClick={() => act(post.likedByMe ? 'unlike' : 'like')}
        >
          <Heart aria-hidden="true" className={cn('size-4', post.likedByMe && 'fill-danger text-danger')} />
          <span>{post.likeCount}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          aria-label={community.comments(post.commentCount)}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          <span>{post.commentCount}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          aria-pressed={post.savedByMe}
          onClick={() => act(post.savedByMe ? 'unsave' : 'save')}
        >
          <Bookmark aria-hidden="true" className={cn('size-4', post.savedByMe && 'fill-primary text-primary')} />
          <span>{post.savedByMe ? community.unsave : community.save}</span>
        </Button>
      </div>
      <ActionFailure request={action} />
      {commentsOpen ? (
        <Suspense fallback={<p className="text-muted text-sm">{community.commentsLoading}</p>}>
          <CommentsSection postId={post.id} />
        </Suspense>
      ) : null}
    </Card>
  );
}
