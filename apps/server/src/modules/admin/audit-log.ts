/**
 * The admin audit log: one way for every module to record what an admin did. Call it inside the
 * same transaction as the action, so an action is never done without its log line (or logged
 * without being done).
 */
import type { DbExecutor } from '../../db/executor.ts';
import { createAuditLogRepository } from './audit-log-repository.ts';

/** The log's SQL lives in its repository; these three are the admin module's way in for everyone. */
const repository = createAuditLogRepository();

export interface AdminActionEntry {
  adminUserId: string;
  action: string;
  targetKind: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

export async function recordAdminAction(db: DbExecutor, entry: AdminActionEntry, now: Date): Promise<void> {
  await repository.insert(db, {
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    createdAt: now,
  });
}

export function listAdminActions(db: DbExecutor, limit: number) {
  return repository.list(db, limit);
}

/** The newest action of this kind on one target (for example a user's last suspension), or null. */
export function latestAdminAction(db: DbExecutor, target: { kind: string; id: string }, action: string) {
  return repository.latest(db, target, action);
}
