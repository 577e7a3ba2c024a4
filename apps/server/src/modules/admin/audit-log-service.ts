/** The audit log page: the newest admin actions, each with the admin's name and handle. */
import { AUDIT_LOG_PAGE, type AuditLogEntry } from '@medsutra/contract/admin/api';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { listAdminActions } from './audit-log.ts';
import { requireAdmin } from './require-admin.ts';

export function createAuditLogService(deps: {
  db: Database;
  names: (ids: string[]) => Promise<Map<string, { fullName: string; handle: string }>>;
}) {
  return {
    async list(admin: SessionUser, limit = AUDIT_LOG_PAGE): Promise<AuditLogEntry[]> {
      requireAdmin(admin);
      const rows = await listAdminActions(deps.db, limit);
      const names = await deps.names(rows.flatMap((row) => (row.adminUserId ? [row.adminUserId] : [])));
      return rows.map((row) => {
        const who = row.adminUserId ? names.get(row.adminUserId) : undefined;
        return {
          id: row.id,
          action: row.action,
          targetKind: row.targetKind,
          targetId: row.targetId,
          detail: row.detail,
          adminName: who?.fullName ?? null,
          adminHandle: who?.handle ?? null,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
