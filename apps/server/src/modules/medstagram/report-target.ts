/**
 * What the moderation queue may report in Medstagram: posts and comments. An upheld report hides
 * the post or comment (`hidden_at`); every list and API leaves hidden content out (repository.ts).
 * The moderation module (admin engineer) takes these at wiring.
 */
import { COMMENT_REPORT_REASONS, POST_REPORT_REASONS } from '@medsutra/contract/medstagram/api';
import type { DbExecutor } from '../../db/executor.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { ReportTarget } from '../moderation/report-target.ts';
import { createMedstagramRepository } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The author's public handle, through the accounts' user directory (null for an account that is gone). */
type HandleOf = (executor: DbExecutor, userId: string) => Promise<string | null>;

export function medstagramReportTargets(deps: { users: Pick<UserDirectory, 'namesOf'> }): ReportTarget[] {
  const repository = createMedstagramRepository();
  const handleOf: HandleOf = async (executor, userId) =>
    (await deps.users.namesOf(executor, [userId])).get(userId)?.handle ?? null;
  /**
   * The author's handle when the reporter may report the item: null for an author who is gone, or
   * for a visible item the reporter cannot see (blocked either way).
   */
  async function reportableAuthor(
    executor: DbExecutor,
    row: { authorId: string; hiddenAt: Date | null },
    viewerUserId: string,
  ): Promise<string | null> {
    const handle = await handleOf(executor, row.authorId);
    if (!handle) return null;
    if (
      !row.hiddenAt &&
      row.authorId !== viewerUserId &&
      (await repository.blockedEitherWay(executor, viewerUserId, row.authorId))
    )
      return null;
    return handle;
  }
  /** A post or a comment as a report target: found by id, titled by its author's handle, hidden by `hide`. */
  function authoredTarget<Row extends { authorId: string; hiddenAt: Date | null }>(target: {
    kind: string;
    reasons: readonly string[];
    find: (executor: DbExecutor, id: string) => Promise<Row | null | undefined>;
    title: (row: Row, handle: string) => string;
    hidden: (row: Row) => boolean;
    hide: (tx: DbExecutor, id: string, at: Date) => Promise<void>;
  }): ReportTarget {
    return {
      kind: target.kind,
      reasons: target.reasons,
      async describe(executor, targetId, viewerUserId) {
        if (!UUID.test(targetId)) return null;
        const row = await target.find(executor, targetId);
        const handle = row && (await reportableAuthor(executor, row, viewerUserId));
        if (!row || !handle) return null;
        return {
          title: target.title(row, handle).slice(0, 200),
          ownerUserId: row.authorId,
          link: `/medstagram/user/${handle}`,
          hidden: target.hidden(row),
        };
      },
      async takeDown(tx, targetId, context) {
        await target.hide(tx, targetId, context.now);
      },
    };
  }
  const postTarget = authoredTarget({
    kind: 'post',
    reasons: POST_REPORT_REASONS,
    find: repository.postForReport,
    title: (row, handle) => `Post by @${handle}: ${row.title || 'Untitled'}`,
    hidden: (row) => row.hiddenAt !== null,
    hide: repository.hidePost,
  });
  const commentTarget = authoredTarget({
    kind: 'comment',
    reasons: COMMENT_REPORT_REASONS,
    find: repository.comment,
    title: (row, handle) => `Comment by @${handle}: ${row.text}`,
    hidden: (row) => row.hiddenAt !== null || row.postHiddenAt !== null,
    hide: repository.hideComment,
  });
  return [postTarget, commentTarget];
}
