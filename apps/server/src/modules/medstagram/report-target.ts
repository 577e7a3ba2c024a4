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
  const postTarget: ReportTarget = {
    kind: 'post',
    reasons: POST_REPORT_REASONS,
    async describe(executor, targetId, viewerUserId) {
      if (!UUID.test(targetId)) return null;
      const row = await repository.postForReport(executor, targetId);
      const handle = row && (await reportableAuthor(executor, row, viewerUserId));
      if (!row || !handle) return null;
      return {
        title: `Post by @${handle}: ${row.title || 'Untitled'}`.slice(0, 200),
        ownerUserId: row.authorId,
        link: `/medstagram/user/${handle}`,
        hidden: row.hiddenAt !== null,
      };
    },
    async takeDown(tx, targetId, context) {
      await repository.hidePost(tx, targetId, context.now);
    },
  };
  const commentTarget: ReportTarget = {
    kind: 'comment',
    reasons: COMMENT_REPORT_REASONS,
    async describe(executor, targetId, viewerUserId) {
      if (!UUID.test(targetId)) return null;
      const row = await repository.comment(executor, targetId);
      const handle = row && (await reportableAuthor(executor, row, viewerUserId));
      if (!row || !handle) return null;
      return {
        title: `Comment by @${handle}: ${row.text}`.slice(0, 200),
        ownerUserId: row.authorId,
        link: `/medstagram/user/${handle}`,
        hidden: row.hiddenAt !== null || row.postHiddenAt !== null,
      };
    },
    async takeDown(tx, targetId, context) {
      await repository.hideComment(tx, targetId, context.now);
    },
  };
  return [postTarget, commentTarget];
}
