/**
 * /data-import's rules: every candidate is checked (title, length, kind, library subject and
 * subtopic by id or name) and compared with what the student already has; a preview reports each
 * row; a commit writes every good row in one transaction and refuses, writing nothing, when any
 * row is bad. Imported pearls pay no XP (XP is for pearls written here, docs/product-rules.md).
 */
import crypto from 'node:crypto';
import {
  NOTE_CONTENT_MAX,
  NOTE_TAG_MAX,
  NOTE_TAGS_MAX,
  NOTE_TITLE_MAX,
  PEARL_CONTENT_MAX,
  PEARL_TITLE_MAX,
} from '@medsutra/contract/notes/api';
import {
  DATA_IMPORT_MAX_ROWS,
  type DataImportReply,
  type DataImportRequest,
  type DataImportRow,
  dataImportMessages as m,
} from '@medsutra/contract/notes/data-import';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import { badRequest } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/hash.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { type ImportCandidate, readImportFiles } from './data-import-parse.ts';
import { createNotesRepository, type NotesRepository } from './repository.ts';
import { pearlContentKey } from './service.ts';

export interface SyllabusEntry {
  id: string;
  name: string;
  subjectId: string;
  subjectName: string;
}

const withoutControls = (value: string) => value.replace(/\p{Cc}/gu, '');
const withoutControlsKeepLines = (value: string) =>
  value.replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' || c === '\r' ? c : ''));
const noteKey = (title: string, content: string) => sha256Hex(`${title.trim().toLowerCase()}\n${content.trim()}`);

interface Checked {
  row: DataImportRow;
  note?: { title: string; content: string; subjectId: string | null; subtopicId: string | null; tags: string[] };
  pearl?: { title: string; content: string; contentKey: string; subjectId: string | null; subtopicId: string | null };
}

export function createDataImport(deps: {
  db: Database;
  repository?: NotesRepository;
  syllabus: () => Promise<SyllabusEntry[]>;
  now?: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createNotesRepository();
  const clock = deps.now ?? (() => new Date());

  async function libraryIndex() {
    const entries = await deps.syllabus();
    const subjects = new Map<string, string>();
    const subtopics = new Map<string, { id: string; subjectId: string }>();
    for (const entry of entries) {
      subjects.set(entry.subjectId.toLowerCase(), entry.subjectId);
      subjects.set(entry.subjectName.trim().toLowerCase(), entry.subjectId);
      const subtopic = { id: entry.id, subjectId: entry.subjectId };
      subtopics.set(entry.id.toLowerCase(), subtopic);
      if (!subtopics.has(entry.name.trim().toLowerCase())) subtopics.set(entry.name.trim().toLowerCase(), subtopic);
    }
    return { subjects, subtopics };
  }

  function check(
    candidate: ImportCandidate,
    library: Awaited<ReturnType<typeof libraryIndex>>,
    seen: { notes: Set<string>; pearls: Set<string> },
  ): Checked {
    const title = withoutControls(candidate.title).trim();
    const content = withoutControlsKeepLines(candidate.content).trim();
    const base = { file: candidate.file, row: candidate.row, kind: candidate.kind, title: title.slice(0, 120) };
    const bad = (problem: string): Checked => ({ row: { ...base, status: 'bad', problem } });
    if (candidate.problem) return bad(candidate.problem);
    if (!title) return bad(m.titleMissing);
    if (title.length > (candidate.kind === 'pearl' ? PEARL_TITLE_MAX : NOTE_TITLE_MAX)) return bad(m.titleTooLong);
    if (candidate.kind === 'pearl' && !content) return bad(m.contentMissing);
    if (candidate.kind === 'pearl' && content.length > PEARL_CONTENT_MAX) return bad(m.pearlTooLong);
    if (content.length > NOTE_CONTENT_MAX) return bad(m.noteTooLong);
    let subjectId: string | null = null;
    let subtopicId: string | null = null;
    if (candidate.subtopic) {
      const subtopic = library.subtopics.get(candidate.subtopic.toLowerCase());
      if (!subtopic) return bad(m.unknownSubtopic(candidate.subtopic));
      subtopicId = subtopic.id;
      subjectId = subtopic.subjectId;
    }
    if (candidate.subject) {
      const subject = library.subjects.get(candidate.subject.toLowerCase());
      if (!subject || (subjectId && subject !== subjectId)) return bad(m.unknownSubject(candidate.subject));
      subjectId = subject;
    }
    const tags = [...new Map(candidate.tags.map((tag) => [tag.toLowerCase(), withoutControls(tag).trim()])).values()]
      .filter(Boolean)
      .slice(0, NOTE_TAGS_MAX)
      .map((tag) => tag.slice(0, NOTE_TAG_MAX));
    if (candidate.kind === 'pearl') {
      const contentKey = pearlContentKey(content);
      if (seen.pearls.has(contentKey)) return { row: { ...base, status: 'duplicate', problem: m.duplicate } };
      seen.pearls.add(contentKey);
      return {
        row: { ...base, status: 'ok', problem: null },
        pearl: { title, content, contentKey, subjectId, subtopicId },
      };
    }
    const key = noteKey(title, content);
    if (seen.notes.has(key)) return { row: { ...base, status: 'duplicate', problem: m.duplicate } };
    seen.notes.add(key);
    return { row: { ...base, status: 'ok', problem: null }, note: { title, content, subjectId, subtopicId, tags } };
  }

  return {
    async run(user: SessionUser, request: DataImportRequest): Promise<DataImportReply> {
      const candidates = readImportFiles(request.format, request.files);
      if (candidates.length === 0) throw badRequest(m.nothingFound);
      if (candidates.length > DATA_IMPORT_MAX_ROWS) throw badRequest(m.tooManyRows);
      const [library, already] = await Promise.all([libraryIndex(), repository.importedAlready(db, user.id)]);
      const seen = {
        notes: new Set(already.notes.map((note) => noteKey(note.title, note.content))),
        pearls: new Set(already.pearlKeys),
      };
      const checked = candidates.map((candidate) => check(candidate, library, seen));
      const rows = checked.map((item) => item.row);
      const notes = checked.flatMap((item) => (item.note ? [item.note] : []));
      const pearlItems = checked.flatMap((item) => (item.pearl ? [item.pearl] : []));
      const counts = {
        notes: notes.length,
        pearls: pearlItems.length,
        duplicates: rows.filter((row) => row.status === 'duplicate').length,
        bad: rows.filter((row) => row.status === 'bad').length,
      };
      if (request.commit && counts.bad > 0) {
        throw badRequest(m.committedNothingBad(counts.bad), { counts, rows });
      }
      if (!request.commit) {
        return { success: true, committed: false, message: m.ready(counts.notes, counts.pearls), counts, rows };
      }
      const now = clock();
      await repository.insertImported(
        db,
        notes.map((note) => ({
          id: crypto.randomUUID(),
          userId: user.id,
          ...note,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })),
        pearlItems.map((pearl) => ({
          id: crypto.randomUUID(),
          userId: user.id,
          ...pearl,
          day: economyDay(now),
          xpAwarded: 0,
          createdAt: now,
        })),
      );
      return { success: true, committed: true, message: m.imported(counts.notes, counts.pearls), counts, rows };
    },
  };
}

export type DataImport = ReturnType<typeof createDataImport>;
