/**
 * What the moderation queue may report in Medstagram: posts and comments. An upheld report hides
 * the post or comment (`hidden_at`); every list and API leaves hidden content out (repository.ts).
 * The moderation module (admin engineer) takes these at wiring.
 */
import { COMMENT_REPORT_REASONS, POST_REPORT_REASONS } from '@medsutra/contract/medstagram/api';
import type { ReportTarget } from '../moderation/report-target.ts';
import { createMedstagramRepository } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function medstagramReportTargets(): ReportTarget[] {
  const repository = createMedstagramRepository();
  const postTarget: ReportTarget = {
    kind: 'post',
    reasons: POST_REPORT_REASONS,
    async describe(executor, targetId, viewerUserId) {
      if (!UUID.test(targetId)) return null;
      const row = await repository.postForReport(executor, targetId);
      if (!row) return null;
      // A reporter who cannot see it (blocked either way) cannot report it.
      if (
        !row.hiddenAt &&
        row.authorId !== viewerUserId &&
        (await repository.blockedEitherWay(executor, viewerUserId, row.authorId))
      )
        return null;
      return {
        title: `Post by @${row.handle}: ${row.title || 'Untitled'}`.slice(0, 200),
        ownerUserId: row.authorId,
        link: `/medstagram/user/${row.handle}`,
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
      if (!row) return null;
      if (
        !row.hiddenAt &&
        row.authorId !== viewerUserId &&
        (await repository.blockedEitherWay(executor, viewerUserId, row.authorId))
      )
        return null;
      return {
        title: `Comment by @${row.handle}: ${row.text}`.slice(0, 200),
        ownerUserId: row.authorId,
        link: `/medstagram/user/${row.handle}`,
        hidden: row.hiddenAt !== null || row.postHiddenAt !== null,
      };
    },
    async takeDown(tx, targetId, context) {
      await repository.hideComment(tx, targetId, context.now);
    },
  };
  return [postTarget, commentTarget];
}
