/** A post's comments: the list, a box to add one, edit (5 minutes) and delete where allowed. */
import { COMMENT_MAX_CHARS, type MedstagramComment } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatWhen } from '@/lib/format-time';
import { useCommentAction, useComments } from '../api/comments';
import { medstagramAuthorPath } from '../lib/author-path';
import { ActionFailure } from './action-failure';
import { Avatar } from './avatar';
import { LazyReportDialog } from './lazy-report-dialog';

const boxClass =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-primary';

function CommentRow({ comment, postId }: { comment: MedstagramComment; postId: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [reporting, setReporting] = useState(false);
  const action = useCommentAction(postId);
  return (
    <li className="flex gap-2" data-comment-id={comment.id}>
      <Avatar person={comment.author} size={32} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm">
          <Link to={medstagramAuthorPath(comment.author.handle)} className="font-semibold text-ink hover:underline">
            {comment.author.name}
          </Link>{' '}
          <span className="text-muted text-xs">
            {formatWhen(comment.created_at)}
            {comment.edited ? ` · ${text.commentEdited}` : ''}
          </span>
        </p>
        {editing ? (
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              action.mutate({ action: 'edit', id: comment.id, text: draft }, { onSuccess: () => setEditing(false) });
            }}
          >
            <textarea
              aria-label={text.commentEdit}
              className={boxClass}
              maxLength={COMMENT_MAX_CHARS}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={action.isPending}>
                {text.commentSave}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                {text.commentCancel}
              </Button>
            </div>
          </form>
        ) : (
          <p className="whitespace-pre-line text-ink text-sm [overflow-wrap:anywhere]">{comment.text}</p>
        )}
        {!editing ? (
          <div className="flex gap-1">
            {comment.canEdit || comment.canDelete ? null : (
              <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
                {text.report}
              </Button>
            )}
            {comment.canEdit ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                {text.commentEdit}
              </Button>
            ) : null}
            {comment.canDelete ? (
              <Button variant="ghost" size="sm" onClick={() => action.mutate({ action: 'delete', id: comment.id })}>
                {text.commentDelete}
              </Button>
            ) : null}
          </div>
        ) : null}
        <ActionFailure request={action} />
        <LazyReportDialog
          open={reporting}
          targetKind="comment"
          targetId={comment.id}
          onClose={() => setReporting(false)}
        />
      </div>
    </li>
  );
}

export default function CommentsSection({ postId }: { postId: string }) {
  const comments = useComments(postId);
  const action = useCommentAction(postId);
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    action.mutate({ action: 'add', text: draft }, { onSuccess: () => setDraft('') });
  };
  return (
    <section className="space-y-3" aria-label={text.comments(comments.data?.length ?? 0)}>
      {comments.isPending ? (
        <p className="text-muted text-sm">{text.commentsLoading}</p>
      ) : comments.isError ? (
        <ActionFailure request={comments} />
      ) : comments.data.length === 0 ? (
        <p className="text-muted text-sm">{text.commentsEmpty}</p>
      ) : (
        <ul className="space-y-3">
          {comments.data.map((comment) => (
            <CommentRow key={comment.id} comment={comment} postId={postId} />
          ))}
        </ul>
      )}
      <form className="flex items-start gap-2" onSubmit={submit}>
        <textarea
          aria-label={text.commentLabel}
          placeholder={text.commentPlaceholder}
          className={`${boxClass} flex-1`}
          rows={1}
          maxLength={COMMENT_MAX_CHARS}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" size="sm" className="min-h-11" disabled={action.isPending || !draft.trim()}>
          {action.isPending ? text.commentSending : text.commentSend}
        </Button>
      </form>
      <ActionFailure request={action} />
    </section>
  );
}
