/**
 * The admin audit log: one way for every module to record what an admin did. Call it inside the
 * same transaction as the action, so an action is never done without its log line (or logged
 * without being done).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { adminActions } from '../../db/schema/admin.ts';

export interface AdminActionEntry {
  adminUserId: string;
  action: string;
  targetKind: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

export async function recordAdminAction(db: DbExecutor, entry: AdminActionEntry, now: Date): Promise<void> {
  await db.insert(adminActions).values({
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    createdAt: now,
  });
}

export async function listAdminActions(db: DbExecutor, limit: number) {
  return db.select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(limit);
}

/** The newest action of this kind on one target (for example a user's last suspension), or null. */
export async function latestAdminAction(db: DbExecutor, target: { kind: string; id: string }, action: string) {
  const [row] = await db
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
}
