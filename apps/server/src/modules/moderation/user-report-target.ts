/**
 * The `user` kind of the moderation queue: a student reports another student (by handle or by
 * account id); upholding the report suspends the account (sign-in refused, sessions ended).
 */
import { USER_REPORT_REASONS } from '@medsutra/contract/admin/api';
import type { AdminUsersService } from '../admin/users-service.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { ReportTarget } from './report-target.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function userReportTarget(deps: {
  users: Pick<UserDirectory, 'findById' | 'idByHandle'>;
  suspendIn: AdminUsersService['suspendIn'];
}): ReportTarget {
  return {
    kind: 'user',
    reasons: USER_REPORT_REASONS,
    async canonicalId(db, targetId) {
      if (UUID.test(targetId)) return (await deps.users.findById(db, targetId.toLowerCase()))?.id ?? null;
      return deps.users.idByHandle(db, targetId.replace(/^@/, ''));
    },
    async describe(db, targetId) {
      if (!UUID.test(targetId)) return null;
      const user = await deps.users.findById(db, targetId);
      if (!user) return null;
      return {
        title: `${user.fullName} (@${user.handle})`,
        ownerUserId: user.id,
        link: `/medstagram/user/${encodeURIComponent(user.handle)}`,
        hidden: user.accessAllowed !== 'yes',
      };
    },
    async takeDown(tx, targetId, context) {
      await deps.suspendIn(tx, targetId, { ...context, via: 'report' });
    },
  };
}
