/**
 * Wires the admin console (users, suspension, roles, audit log) and the moderation queue. Each
 * module that owns reportable things passes its `ReportTarget` in `reportTargets`; the `user`
 * target (upholding suspends the account) is the admin module's own and is always there.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createAuditLogService } from '../modules/admin/audit-log-service.ts';

import { adminRoutes } from '../modules/admin/routes.ts';
import { type AdminUsersDeps, createAdminUsersService } from '../modules/admin/users-service.ts';
import type { UserDirectory } from '../modules/auth/directory.ts';
import type { ReportTarget } from '../modules/moderation/report-target.ts';
import { createModerationRepository } from '../modules/moderation/repository.ts';
import { moderationRoutes } from '../modules/moderation/routes.ts';
import { createModerationService } from '../modules/moderation/service.ts';
import { userReportTarget } from '../modules/moderation/user-report-target.ts';

export interface AdminWiringOptions extends Omit<AdminUsersDeps, 'users'> {
  db: Database;
  users: UserDirectory;
  /** Every other module's report targets (posts, comments, listings …). */
  reportTargets: readonly ReportTarget[];
  reportsPerHour: number;
  adminActionsPerMinute: number;
}

export async function registerAdmin(app: FastifyInstance, options: AdminWiringOptions) {
  const { db, users, now } = options;
  const names = (ids: string[]) => users.namesOf(db, ids);
  const adminUsers = createAdminUsersService(options);
  const moderation = createModerationService({
    db,
    repository: createModerationRepository(),
    targets: [userReportTarget({ users, suspendIn: adminUsers.suspendIn }), ...options.reportTargets],
    names,
    now,
  });
  await app.register(adminRoutes, {
    users: adminUsers,
    auditLog: createAuditLogService({ db, names }),
    actionsPerMinute: options.adminActionsPerMinute,
  });
  await app.register(moderationRoutes, { service: moderation, reportsPerHour: options.reportsPerHour });
  return { adminUsers, moderation };
}
