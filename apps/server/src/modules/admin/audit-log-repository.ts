/** The admin audit log's SQL: append an action, read the newest, find a target's latest of a kind. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { adminActions } from '../../db/schema/admin.ts';
import { type PersonalDataSubject, rowsOwnedBy } from '../../lib/personal-data.ts';

export type AdminActionRow = typeof adminActions.$inferSelect;

export function createAuditLogRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insert(exec: DbExecutor, row: typeof adminActions.$inferInsert): Promise<void> {
      await exec.insert(adminActions).values(row);
    },

    list(exec: DbExecutor, limit: number): Promise<AdminActionRow[]> {
      return exec.select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(limit);
    },

    async latest(
      exec: DbExecutor,
      target: { kind: string; id: string },
      action: string,
    ): Promise<AdminActionRow | null> {
      const [row] = await exec
        .select()
        .from(adminActions)
        .where(
          and(
            eq(adminActions.targetKind, target.kind),
            eq(adminActions.targetId, target.id),
            eq(adminActions.action, action),
          ),
        )
        .orderBy(desc(adminActions.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

/** The actions the subject took as an admin, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await rowsOwnedBy(
    tx,
    adminActions,
    {
      action: adminActions.action,
      targetKind: adminActions.targetKind,
      targetId: adminActions.targetId,
      createdAt: adminActions.createdAt,
    },
    adminActions.adminUserId,
    subject,
  );
  return { admin_actions: rows };
}

/** At erasure the actions stay on record without the subject's id. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.update(adminActions).set({ adminUserId: null }).where(eq(adminActions.adminUserId, subject.id));
  return [];
}
