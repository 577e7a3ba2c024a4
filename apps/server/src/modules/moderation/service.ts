/**
 * Moderation: students report a post, a comment, a user or a listing; admins see the open reports
 * with each target as its module describes it, and uphold (the owning module takes the target
 * down, in the same transaction as the decision and its audit-log line) or dismiss. The targets
 * come in at wiring, one `ReportTarget` per kind, so this module never reads another's tables.
 */
import {
  type AdminReport,
  moderationMessages,
  type ReportDecision,
  type ReportRequest,
} from '@medsutra/contract/admin/api';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { ReportTarget } from './report-target.ts';
import type { ModerationRepository } from './repository.ts';

const QUEUE_LIMIT = 200;

export interface ModerationDeps {
  db: Database;
  repository: ModerationRepository;
  targets: readonly ReportTarget[];
  /** Names and handles of reporters (never an email in the queue). */
  names: (ids: string[]) => Promise<Map<string, { fullName: string; handle: string }>>;
  now: () => Date;
}

export function createModerationService(deps: ModerationDeps) {
  const { db, repository, now } = deps;
  const byKind = new Map(deps.targets.map((target) => [target.kind, target]));
  if (byKind.size !== deps.targets.length) throw new Error('two report targets share a kind');

  function targetOf(kind: string): ReportTarget {
    const target = byKind.get(kind);
    if (!target) throw badRequest(moderationMessages.unknownKind);
    return target;
  }

  return {
    reasons() {
      return deps.targets.map((target) => ({ kind: target.kind, reasons: [...target.reasons] }));
    },

    async report(user: SessionUser, request: ReportRequest): Promise<string> {
      const target = targetOf(request.targetKind);
      if (!target.reasons.includes(request.reason)) throw badRequest(moderationMessages.reasonNotListed);
      const targetId = target.canonicalId ? await target.canonicalId(db, request.targetId) : request.targetId;
      const summary = targetId === null ? null : await target.describe(db, targetId, user.id);
      if (targetId === null || !summary || summary.hidden) throw notFound(moderationMessages.targetMissing);
      if (summary.ownerUserId === user.id) throw badRequest(moderationMessages.notYourOwn);
      const id = await repository.insertOpen(db, {
        reporterUserId: user.id,
        targetKind: target.kind,
        targetId,
        reason: request.reason,
        details: request.details || null,
        now: now(),
      });
      if (!id) throw conflict(moderationMessages.duplicate);
      return id;
    },

    async queue(admin: SessionUser): Promise<AdminReport[]> {
      requireAdmin(admin);
      const rows = await repository.listOpen(db, QUEUE_LIMIT);
      const [names, counts] = await Promise.all([
        deps.names(rows.map((row) => row.reporterUserId)),
        repository.openCounts(
          db,
          rows.map((row) => row.targetKind),
        ),
      ]);
      return Promise.all(
        rows.map(async (row) => {
          const target = byKind.get(row.targetKind);
          const summary = target ? await target.describe(db, row.targetId, admin.id) : null;
          const reporter = names.get(row.reporterUserId);
          return {
            id: row.id,
            targetKind: row.targetKind,
            targetId: row.targetId,
            reason: row.reason,
            details: row.details,
            createdAt: row.createdAt.toISOString(),
            reporter: { name: reporter?.fullName ?? '', handle: reporter?.handle ?? '' },
            target: summary ? { title: summary.title, link: summary.link, hidden: summary.hidden } : null,
            openOnTarget: counts.get(`${row.targetKind}:${row.targetId}`) ?? 1,
          };
        }),
      );
    },

    /**
     * Upholds or dismisses an open report. Upholding takes the target down through its module and
     * closes the other open reports on it; either way the decision is logged in the same transaction.
     */
    async decide(admin: SessionUser, reportId: string, decision: ReportDecision, note?: string): Promise<string> {
      requireAdmin(admin);
      const status = decision === 'uphold' ? 'upheld' : 'dismissed';
      return db.transaction(async (tx) => {
        const at = now();
        const decided = await repository.decide(tx, reportId, { status, by: admin.id, at });
        if (!decided) {
          if (await repository.find(tx, reportId)) throw conflict(moderationMessages.alreadyDecided);
          throw notFound(moderationMessages.reportNotFound);
        }
        let closed = 0;
        if (status === 'upheld') {
          const target = byKind.get(decided.targetKind);
          if (target) {
            await target.takeDown(tx, decided.targetId, {
              adminUserId: admin.id,
              reason: `Report upheld: ${decided.reason}${note ? ` (${note})` : ''}`,
              now: at,
            });
          }
          closed = await repository.decideOthersOnTarget(tx, decided, { status, by: admin.id, at });
        }
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: `report.${decision}`,
            targetKind: 'report',
            targetId: decided.id,
            detail: {
              targetKind: decided.targetKind,
              targetId: decided.targetId,
              reason: decided.reason,
              ...(note ? { note } : {}),
              ...(closed > 0 ? { alsoClosed: closed } : {}),
            },
          },
          at,
        );
        return status === 'upheld' ? moderationMessages.upheld : moderationMessages.dismissed;
      });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
