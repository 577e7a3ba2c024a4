/**
 * Bringing your own content: an institution's questions (CSV, JSON lines or a JSON array, in the
 * common open-dataset layout or ours), notes and cases (in the repository's own format). Every row
 * is checked first; one bad row and nothing is imported, and every rejected row is reported with
 * its line and reason. Imported items carry their source and licence, and never replace the
 * repository's own items (a row whose id is taken, with other content, is rejected).
 */
import {
  casesFileSchema,
  type LibrarySubjectId,
  notesFileSchema,
  questionFieldsSchema,
  questionFormatIssues,
  questionSchema,
  questionsFileSchema,
} from '@medsutra/contract/library/content';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { itemVersion } from './content-files.ts';
import { caseRow, noteRow, type Provenance, provenanceOf, questionRow } from './content-rows.ts';
import { applyDifficultyOverrides } from './difficulty-labels.ts';
import {
  ImportFileError,
  jsonElementLines,
  parseCsv,
  parseJsonLines,
  pick,
  type SourceRow,
  subjectFromName,
} from './import-formats.ts';
import {
  type CaseRow,
  createLibraryRepository,
  type LibraryRepository,
  type NoteRow,
  type QuestionRow,
} from './repository.ts';
import { createSearchIndexRepository } from './search-index-repository.ts';

export interface ImportRequest {
  fileName: string;
  text: string;
  /** Where the content comes from and under what licence (a row's own columns win). */
  source?: string | undefined;
  licence?: string | undefined;
}

export interface ImportReport {
  ok: boolean;
  imported: { notes: number; questions: number; cases: number };
  /** Rows already imported with the same content (a repeated import changes nothing). */
  unchanged: number;
  rejected: { line: number; reason: string }[];
}

type Candidate =
  | { kind: 'question'; line: number; row: QuestionRow; topic?: string }
  | { kind: 'note'; line: number; row: NoteRow }
  | { kind: 'case'; line: number; row: CaseRow };

const issuesText = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
    .join('; ');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'source';

const ANSWER_LETTERS = ['a', 'b', 'c', 'd'];

/** A question in the open-dataset layout (or our CSV columns), or the reason it cannot be one. */
function openLayoutQuestion(record: Record<string, unknown>, request: ImportRequest): Candidate | string {
  const source = pick(record, 'source') || request.source || '';
  const licence = pick(record, 'licence', 'license') || request.licence || '';
  if (!source || !licence) return 'no source or licence (give --source and --licence, or source and licence columns)';
  const subjectName = pick(record, 'subject', 'subject_name', 'subject_id');
  const subject = subjectFromName(subjectName);
  if (!subject) return subjectName ? `"${subjectName}" is not one of the 19 NEET PG subjects` : 'no subject';
  const options = [
    pick(record, 'opa', 'option_a', 'a', 'option1'),
    pick(record, 'opb', 'option_b', 'b', 'option2'),
    pick(record, 'opc', 'option_c', 'c', 'option3'),
    pick(record, 'opd', 'option_d', 'd', 'option4'),
  ];
  let answerIndex = Number.NaN;
  const index = pick(record, 'answer_index', 'answerindex');
  const cop = pick(record, 'cop', 'correct_option');
  const letter = pick(record, 'answer').toLowerCase();
  if (index !== '') answerIndex = /^[0-3]$/.test(index) ? Number(index) : Number.NaN;
  else if (cop !== '') answerIndex = /^[1-4]$/.test(cop) ? Number(cop) - 1 : Number.NaN;
  else if (letter !== '') answerIndex = ANSWER_LETTERS.indexOf(letter);
  if (!(answerIndex >= 0 && answerIndex <= 3))
    return 'no correct option: give answer_index (0-3), cop (1-4) or answer (A-D)';
  const difficulty = pick(record, 'difficulty').toLowerCase() || 'medium';
  const references = pick(record, 'reference', 'references')
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);
  const stem = pick(record, 'question', 'stem');
  const format = pick(record, 'format').toLowerCase() || 'single';
  const draft = {
    stem,
    options,
    answerIndex,
    explanation: pick(record, 'exp', 'explanation'),
    difficulty,
    references: references.length > 0 ? references : [`${source} (${licence})`],
    format,
    ...formatPartsOf(record),
    exams: listOf(pick(record, 'exams'), ';').length > 0 ? listOf(pick(record, 'exams'), ';') : IMPORTED_EXAMS,
  };
  const parsed = questionFieldsSchema
    .pick({
      stem: true,
      options: true,
      answerIndex: true,
      explanation: true,
      difficulty: true,
      references: true,
      format: true,
      statements: true,
      match: true,
      steps: true,
      assertion: true,
      reason: true,
      figure: true,
      exams: true,
    })
    .safeParse(draft);
  if (!parsed.success) return issuesText(parsed.error);
  const formatIssues = questionFormatIssues(parsed.data);
  if (formatIssues.length > 0)
    return formatIssues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  if (new Set(options.map((o) => o.toLowerCase())).size !== 4) return 'two options are the same';
  // The id of a row without one comes from what the student sees: the stem, the format's parts
  // and the options (assertion–reason questions share their options and often their lead-in).
  const seen = [stem, JSON.stringify(formatPartsOf(record)), ...options].join('\n');
  const id = pick(record, 'id') || `imported.${slug(source)}.${sha256Hex(seen).slice(0, 12)}`;
  const provenance: Provenance = { source, licence, sourceFile: null };
  return {
    kind: 'question',
    line: 0,
    topic: pick(record, 'subtopic_id', 'subtopicid') || pick(record, 'topic', 'topic_name'),
    row: questionRow({ ...parsed.data, id, subtopicId: null }, subject, provenance),
  };
}

/** The exams an imported item is for when the file does not say. */
const IMPORTED_EXAMS = ['neet-pg', 'inicet', 'fmge'];

/** `a | b | c`: a cell holding a list (statements, steps, a match's lists); empty cells dropped. */
const listOf = (cell: string, separator = '|') =>
  cell
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The INICET formats' parts in a CSV row or a JSON line: `statements`, `steps`, `list_1` and
 * `list_2` (with `list_1_title`, `list_2_title`) as `|`-separated cells, `assertion`, `reason`,
 * and `figure` (the id of a figure in the library's catalogue). Absent parts stay absent.
 */
function formatPartsOf(record: Record<string, unknown>) {
  const parts: Record<string, unknown> = {};
  const statements = listOf(pick(record, 'statements'));
  if (statements.length > 0) parts.statements = statements;
  const steps = listOf(pick(record, 'steps'));
  if (steps.length > 0) parts.steps = steps;
  const left = listOf(pick(record, 'list_1', 'list1'));
  const right = listOf(pick(record, 'list_2', 'list2'));
  if (left.length > 0 || right.length > 0) {
    parts.match = {
      left,
      right,
      ...(pick(record, 'list_1_title') ? { leftTitle: pick(record, 'list_1_title') } : {}),
      ...(pick(record, 'list_2_title') ? { rightTitle: pick(record, 'list_2_title') } : {}),
    };
  }
  for (const key of ['assertion', 'reason', 'figure'] as const) {
    if (pick(record, key)) parts[key] = pick(record, key);
  }
  return parts;
}

function importedItemDefaults(from: Provenance) {
  return {
    source: from.source,
    licence: from.licence,
    exams: IMPORTED_EXAMS,
    written: new Date().toISOString().slice(0, 10),
    format: 'single',
  };
}

/** Reads the file into candidate rows and the rows already rejected by their shape. */
function readCandidates(request: ImportRequest): { candidates: Candidate[]; rejected: ImportReport['rejected'] } {
  const rejected: ImportReport['rejected'] = [];
  const candidates: Candidate[] = [];
  const name = request.fileName.toLowerCase();
  const provenance = (value: { source?: unknown; licence?: unknown }): Provenance | string => {
    const source = typeof value.source === 'string' ? value.source : request.source;
    const licence = typeof value.licence === 'string' ? value.licence : request.licence;
    if (!source || !licence) return 'no source or licence (give --source and --licence, or source and licence fields)';
    return { source, licence, sourceFile: null };
  };
  const addOpen = (rows: SourceRow[]) => {
    for (const { line, value } of rows) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        rejected.push({ line, reason: 'not a JSON object' });
        continue;
      }
      const candidate = openLayoutQuestion(value as Record<string, unknown>, request);
      if (typeof candidate === 'string') rejected.push({ line, reason: candidate });
      else candidates.push({ ...candidate, line });
    }
  };
  if (name.endsWith('.csv')) {
    addOpen(parseCsv(request.text));
    return { candidates, rejected };
  }
  if (name.endsWith('.jsonl') || name.endsWith('.ndjson')) {
    addOpen(parseJsonLines(request.text));
    return { candidates, rejected };
  }
  if (!name.endsWith('.json')) throw new ImportFileError('the file must be .csv, .json or .jsonl');
  let json: unknown;
  try {
    json = JSON.parse(request.text);
  } catch (error) {
    throw new ImportFileError(`not JSON: ${(error as Error).message}`);
  }
  const lines = jsonElementLines(request.text);
  const lineOf = (index: number) => lines[index] ?? 1;
  if (Array.isArray(json)) {
    addOpen(json.map((value, index) => ({ line: lineOf(index), value })));
    return { candidates, rejected };
  }
  const record = json as Record<string, unknown>;
  const from = provenance(record);
  if (typeof from === 'string') throw new ImportFileError(from);
  // The repository's own formats, item by item, so each bad item is named by its line.
  const each = <T>(key: string, schema: z.ZodType<T>, use: (item: T, line: number, version: string) => void) => {
    const items = Array.isArray(record[key]) ? (record[key] as unknown[]) : [];
    items.forEach((item, index) => {
      // The file's source and licence stand for each item's; the library's own fields default.
      const parsed = schema.safeParse({ ...importedItemDefaults(from), ...(item as object) });
      // The version is the item as the file has it, not today's defaults: importing the same
      // file again another day finds it unchanged.
      if (parsed.success) use(parsed.data, lineOf(index), itemVersion(item));
      else rejected.push({ line: lineOf(index), reason: issuesText(parsed.error) });
    });
  };
  if ('questions' in record) {
    const subject = questionsFileSchema.shape.subject.safeParse(record.subject);
    if (!subject.success) throw new ImportFileError('"subject" must be one of the 19 subject ids');
    // An item's own source and licence win over the file's (which fill in where it has none).
    each('questions', questionSchema, (q, line, version) =>
      candidates.push({
        kind: 'question',
        line,
        row: { ...questionRow(q, subject.data, provenanceOf(q, null)), version },
        topic: q.subtopicId,
      }),
    );
  } else if ('notes' in record) {
    each('notes', notesFileSchema.shape.notes.element, (note, line, version) =>
      candidates.push({ kind: 'note', line, row: { ...noteRow(note, provenanceOf(note, null)), version } }),
    );
  } else if ('cases' in record) {
    each('cases', casesFileSchema.shape.cases.element, (item, line, version) =>
      candidates.push({ kind: 'case', line, row: { ...caseRow(item, provenanceOf(item, null)), version } }),
    );
  } else {
    throw new ImportFileError('a JSON file holds an array of questions, or "questions", "notes" or "cases"');
  }
  return { candidates, rejected };
}

export function createInstitutionImport(deps: { db: Database; repository?: LibraryRepository }) {
  const { db } = deps;
  const repository = deps.repository ?? createLibraryRepository();
  const searchIndex = createSearchIndexRepository();

  return {
    async importFile(request: ImportRequest): Promise<ImportReport> {
      const report: ImportReport = {
        ok: false,
        imported: { notes: 0, questions: 0, cases: 0 },
        unchanged: 0,
        rejected: [],
      };
      const { candidates, rejected } = readCandidates(request);
      report.rejected.push(...rejected);
      const subtopics = await repository.subtopicNames(db);
      const subtopicSubject = new Map(subtopics.map((s) => [s.id, s.subjectId]));
      // A topic named in the file resolves to a subtopic of the same subject by id, name or alias.
      const byName = new Map<string, string>();
      for (const s of subtopics) {
        for (const name of [s.name, ...s.aliases]) byName.set(`${s.subjectId}:${name.toLowerCase()}`, s.id);
      }
      const ids = { note: new Set<string>(), question: new Set<string>(), case: new Set<string>() };
      const accepted: Candidate[] = [];
      for (const candidate of candidates) {
        const id = candidate.kind === 'note' ? candidate.row.subtopicId : candidate.row.id;
        if (ids[candidate.kind].has(id)) {
          report.rejected.push({ line: candidate.line, reason: `${id} appears twice in the file` });
          continue;
        }
        ids[candidate.kind].add(id);
        if (candidate.kind === 'question' && candidate.topic) {
          const subject = candidate.row.subjectId as LibrarySubjectId;
          const resolved = subtopicSubject.has(candidate.topic)
            ? candidate.topic
            : byName.get(`${subject}:${candidate.topic.toLowerCase()}`);
          if (resolved && subtopicSubject.get(resolved) !== subject) {
            report.rejected.push({ line: candidate.line, reason: `${candidate.topic} is not a ${subject} subtopic` });
            continue;
          }
          candidate.row.subtopicId = resolved ?? null;
        }
        if (candidate.kind === 'note' && !subtopicSubject.has(candidate.row.subtopicId)) {
          report.rejected.push({ line: candidate.line, reason: `unknown subtopic ${candidate.row.subtopicId}` });
          continue;
        }
        if (candidate.kind === 'case') {
          const unknown = candidate.row.subtopicIds.filter((s) => !subtopicSubject.has(s));
          if (unknown.length > 0) {
            report.rejected.push({ line: candidate.line, reason: `unknown subtopic ${unknown.join(', ')}` });
            continue;
          }
        }
        accepted.push(candidate);
      }
      const existing = {
        note: await repository.existingVersions(db, 'notes', [...ids.note]),
        question: await repository.existingVersions(db, 'questions', [...ids.question]),
        case: await repository.existingVersions(db, 'cases', [...ids.case]),
      };
      const fresh: Candidate[] = [];
      for (const candidate of accepted) {
        const id = candidate.kind === 'note' ? candidate.row.subtopicId : candidate.row.id;
        const version = existing[candidate.kind].get(id);
        if (version === undefined) fresh.push(candidate);
        else if (version === candidate.row.version) report.unchanged++;
        else
          report.rejected.push({ line: candidate.line, reason: `${id} is already in the library with other content` });
      }
      report.rejected.sort((a, b) => a.line - b.line);
      if (report.rejected.length > 0) return report;

      const rows = {
        notes: fresh.flatMap((c) => (c.kind === 'note' ? [c.row] : [])),
        questions: fresh.flatMap((c) => (c.kind === 'question' ? [c.row] : [])),
        cases: fresh.flatMap((c) => (c.kind === 'case' ? [c.row] : [])),
      };
      await db.transaction(async (tx) => {
        await repository.lockImports(tx);
        await repository.insertImported(tx, rows);
        await applyDifficultyOverrides(
          tx,
          rows.questions.map((q) => q.id),
        );
        await searchIndex.rebuild(tx, {
          subtopicSubjects: new Set(rows.notes.map((note) => note.subtopicId.split('.')[0]!)),
          questionSubjects: new Set(rows.questions.map((question) => question.subjectId)),
          cases: rows.cases.length > 0,
        });
      });
      report.ok = true;
      report.imported = { notes: rows.notes.length, questions: rows.questions.length, cases: rows.cases.length };
      return report;
    },
  };
}
export type InstitutionImport = ReturnType<typeof createInstitutionImport>;
