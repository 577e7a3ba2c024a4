/**
 * /data-import's reading half, pure: files in, candidate notes and pearls out, each with where it
 * came from (file and row) so a bad one can be named. The checking against the library and the
 * student's own items is in data-import.ts.
 */
import {
  type DATA_IMPORT_CSV_COLUMNS,
  type DataImportFormat,
  dataImportMessages,
} from '@medsutra/contract/notes/data-import';
import { readCsv } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';

export interface ImportCandidate {
  file: string;
  row: number;
  kind: 'note' | 'pearl';
  title: string;
  content: string;
  /** A library subject or subtopic, by id or by name, as the file wrote it. */
  subject: string | null;
  subtopic: string | null;
  tags: string[];
  /** A problem found while reading (an unknown kind); more are found when checking. */
  problem: string | null;
}

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const optional = (value: unknown) => {
  const v = text(value).trim();
  return v === '' ? null : v;
};

function fromCsv(file: { name: string; text: string }): ImportCandidate[] {
  const { records, unclosedAt } = readCsv(file.text);
  const [header, ...rows] = records;
  const columns = (header?.cells ?? []).map((name) => name.trim().toLowerCase());
  if (!columns.includes('title') || !columns.includes('content')) throw badRequest(dataImportMessages.csvNoHeader);
  const at = (cells: string[], column: (typeof DATA_IMPORT_CSV_COLUMNS)[number]) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : (cells[index] ?? '');
  };
  const candidates = rows.map(({ line, cells }): ImportCandidate => {
    const kind = at(cells, 'kind').trim().toLowerCase() || 'note';
    return {
      file: file.name,
      row: line,
      kind: kind === 'pearl' ? 'pearl' : 'note',
      title: at(cells, 'title'),
      content: at(cells, 'content'),
      subject: optional(at(cells, 'subject')),
      subtopic: optional(at(cells, 'subtopic')),
      tags: at(cells, 'tags')
        .split(/[;,]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      problem: kind === 'note' || kind === 'pearl' ? null : dataImportMessages.unknownKind,
    };
  });
  if (unclosedAt !== null) {
    candidates.push({
      file: file.name,
      row: unclosedAt,
      kind: 'note',
      title: '',
      content: '',
      subject: null,
      subtopic: null,
      tags: [],
      problem: dataImportMessages.csvUnclosedQuote,
    });
  }
  return candidates;
}

function jsonRows(file: { name: string; text: string }): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.text);
  } catch {
    throw badRequest(dataImportMessages.badJson(baseName(file.name)));
  }
  if (!Array.isArray(parsed)) throw badRequest(dataImportMessages.badJson(baseName(file.name)));
  return parsed.map((row) => (row && typeof row === 'object' ? (row as Record<string, unknown>) : {}));
}

/** The export's `user_notes.json` and `pearls.json` (rows as the export wrote them, camelCase). */
function fromExport(files: { name: string; text: string }[]): ImportCandidate[] {
  const notesFile = files.find((file) => baseName(file.name) === 'user_notes.json');
  const pearlsFile = files.find((file) => baseName(file.name) === 'pearls.json');
  if (!notesFile && !pearlsFile) throw badRequest(dataImportMessages.notAnExport);
  const candidates: ImportCandidate[] = [];
  for (const [file, kind] of [
    [notesFile, 'note'],
    [pearlsFile, 'pearl'],
  ] as const) {
    if (!file) continue;
    jsonRows(file).forEach((row, index) => {
      candidates.push({
        file: baseName(file.name),
        row: index + 1,
        kind,
        title: text(row.title),
        content: text(row.content),
        subject: optional(row.subjectId),
        subtopic: optional(row.subtopicId),
        tags: Array.isArray(row.tags) ? row.tags.map(text).filter(Boolean) : [],
        problem: null,
      });
    });
  }
  return candidates;
}

/** One note per file: its first `# heading` is the title, else the file's name. */
function fromMarkdown(file: { name: string; text: string }): ImportCandidate {
  const heading = /^#\s+(.+)$/m.exec(file.text)?.[1]?.trim();
  return {
    file: file.name,
    row: 1,
    kind: 'note',
    title: heading || baseName(file.name).replace(/\.[^.]+$/, ''),
    content: file.text.replace(/^\uFEFF/, ''),
    subject: null,
    subtopic: null,
    tags: [],
    problem: null,
  };
}

export function readImportFiles(format: DataImportFormat, files: { name: string; text: string }[]): ImportCandidate[] {
  if (format === 'medsutra-export') return fromExport(files);
  if (format === 'csv') return files.flatMap(fromCsv);
  return files.map(fromMarkdown);
}
