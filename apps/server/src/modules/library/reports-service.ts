/**
 * "Report an error": any signed-in student reports a note, question or case; the report keeps
 * the version of the item it was about, so an editor sees whether it has changed since. Admins
 * list reports with the item as it is now and mark each fixed or rejected.
 */
import crypto from 'node:crypto';
import type {
  LibraryAdminReport,
  LibraryItemKind,
  LibraryReportRequest,
  LibraryReportStatus,
} from '@medsutra/contract/library/api';
import { itemMessages, suggestedDifficulty } from '@medsutra/contract/library/item-figures';
import { libraryMessages } from '@medsutra/contract/library/messages';
import { noteLines } from '@medsutra/contract/library/note-text';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { UserDirectory } from '../auth/directory.ts';
import { fileLabelOf } from './difficulty-labels.ts';
import {
  createLibraryReportsRepository,
  type LibraryReportRow,
  type LibraryReportsRepository,
} from './reports-repository.ts';
import type { LibraryService } from './service.ts';

const LIST_LIMIT = 200;

interface CurrentItem {
  version: string;
  /** A question's difficulty label now (null for notes and cases). */
  difficulty: 'easy' | 'medium' | 'hard' | null;
  title: string;
  lines: string[];
  references: string[];
}

export function createLibraryReportsService(deps: {
  db: Database;
  repository?: LibraryReportsRepository;
  library: LibraryService;
  /** Names the reporters (the accounts' user directory). */
  users: Pick<UserDirectory, 'namesOf'>;
  now: () => Date;
}) {
  const { db, library, users, now } = deps;
  const repository = deps.repository ?? createLibraryReportsRepository();

  /** The reports with their reporters' names, in one look-up for the lot. */
  async function withReporterNames(rows: LibraryReportRow[]): Promise<LibraryAdminReport[]> {
    const names = await users.namesOf(
      db,
      rows.flatMap((row) => (row.userId ? [row.userId] : [])),
    );
    return Promise.all(
      rows.map((row) =>
        toAdminReport(row, row.userId ? (names.get(row.userId)?.fullName ?? '') : itemMessages.reporterName),
      ),
    );
  }

  /** The item as the library has it now, or null when there is no such item. */
  async function currentItem(kind: LibraryItemKind, id: string): Promise<CurrentItem | null> {
    if (kind === 'note') {
      const [note] = await library.notesFor([id]);
      if (!note) return null;
      const subtopic = await library.subtopic(id).catch(() => null);
      return {
        version: note.version,
        difficulty: null,
        title: subtopic?.subtopic.name ?? id,
        lines: noteLines(note),
        references: note.references,
      };
    }
    if (kind === 'question') {
      const q = await library.question(id);
      if (!q) return null;
      return {
        version: q.version,
        difficulty: q.difficulty,
        title: q.stem,
        lines: [...q.options.map((option, index) => `${index === q.answerIndex ? '✓' : '✗'} ${option}`), q.explanation],
        references: q.references,
      };
    }
    const item = await library.clinicalCase(id);
    if (!item) return null;
    const body = item.body as { presentation?: string; diagnosis?: string };
    return {
      version: item.version,
      difficulty: null,
      title: item.title,
      lines: [body.presentation ?? '', `Diagnosis: ${body.diagnosis ?? ''}`].filter(Boolean),
      references: item.references,
    };
  }

  async function toAdminReport(row: LibraryReportRow, reporterName: string): Promise<LibraryAdminReport> {
    const item = await currentItem(row.itemKind, row.itemId);
    return {
      id: row.id,
      itemKind: row.itemKind,
      itemId: row.itemId,
      itemVersion: row.itemVersion,
      itemChanged: item ? item.version !== row.itemVersion : true,
      item: item ? { title: item.title, lines: item.lines, references: item.references } : null,
      reason: row.reason as LibraryAdminReport['reason'],
      text: row.text,
      status: row.status,
      source: row.source,
      figures: row.figures
        ? {
            ...row.figures,
            scope: row.analysisScope === 'bank' ? 'bank' : 'grand-test',
            label: item?.difficulty ?? null,
            suggestedLabel: suggestedDifficulty(row.figures.difficulty),
            fileLabel: await fileLabelOf(db, row.itemId),
          }
        : null,
      reporterName,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
  }

  return {
    async report(user: SessionUser, request: LibraryReportRequest) {
      const item = await currentItem(request.itemKind, request.itemId);
      if (!item) throw badRequest(libraryMessages.reportUnknownItem);
      const id = crypto.randomUUID();
      await repository.insert(db, {
        id,
        userId: user.id,
        itemKind: request.itemKind,
        itemId: request.itemId,
        itemVersion: item.version,
        reason: request.reason,
        text: request.text,
        now: now(),
      });
      return { success: true as const, message: libraryMessages.reportSaved, reportId: id };
    },

    async list(user: SessionUser, status: LibraryReportStatus | undefined) {
      requireAdmin(user);
      const rows = await repository.list(db, { status, limit: LIST_LIMIT });
      return { success: true as const, reports: await withReporterNames(rows) };
    },

    async resolve(user: SessionUser, reportId: string, status: 'fixed' | 'rejected') {
      requireAdmin(user);
      const row = await repository.find(db, reportId);
      if (!row) throw notFound(libraryMessages.reportNotFound);
      // The decision and its audit-log line commit together; a report already resolved by
      // another admin is refused rather than decided twice.
      await db.transaction(async (tx) => {
        const at = now();
        if (!(await repository.resolve(tx, reportId, { status, by: user.id, now: at }))) {
          throw conflict(libraryMessages.reportAlreadyResolved);
        }
        await recordAdminAction(
          tx,
          {
            adminUserId: user.id,
            action: `library-report.${status}`,
            targetKind: 'library-report',
            targetId: reportId,
            detail: { itemKind: row.itemKind, itemId: row.itemId, reason: row.reason },
          },
          at,
        );
      });
      const updated = await repository.find(db, reportId);
      const [report] = await withReporterNames([updated ?? row]);
      return {
        success: true as const,
        message: libraryMessages.reportResolved(status),
        report: report!,
      };
    },
  };
}
export type LibraryReportsService = ReturnType<typeof createLibraryReportsService>;
