/**
 * The file layouts an institution's content arrives in, read into rows that remember their line:
 * CSV (`lib/csv.ts`), JSON lines, a JSON array, or the repository's
 * own JSON files. Also the common open-dataset question layout (MedMCQA-style: question, opa–opd,
 * cop 1–4, exp, subject_name, topic_name) and its subject names.
 */
import { LIBRARY_SUBJECTS, type LibrarySubjectId } from '@medsutra/contract/library/content';
import { readCsv } from '../../lib/csv.ts';

export interface SourceRow {
  /** The line the row starts on (1-based), for the report of rejected rows. */
  line: number;
  value: unknown;
}

export class ImportFileError extends Error {}

/** Every record of a CSV file as an object keyed by the lower-cased header, with its first line. */
export function parseCsv(text: string): SourceRow[] {
  const { records, unclosedAt } = readCsv(text);
  if (unclosedAt !== null) throw new ImportFileError(`line ${unclosedAt}: a quoted field is never closed`);
  const [header, ...rows] = records;
  if (!header) throw new ImportFileError('the file is empty');
  const keys = header.cells.map((name) => name.trim().toLowerCase());
  return rows.map((row) => ({
    line: row.line,
    value: Object.fromEntries(keys.map((key, index) => [key, row.cells[index] ?? ''])),
  }));
}

/**
 * The line each element of a JSON array starts on: the top-level array, or an array that is the
 * value of a top-level key (`{"questions": [...]}`). JSON.parse gives no positions, so this walks
 * the text once, skipping strings.
 */
export function jsonElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  // Depths whose open bracket is an array we record elements of.
  const tracked = new Set<number>();
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (expectElement && char !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (char === '[' && depth <= 2) {
        tracked.add(depth);
        expectElement = true;
      }
    } else if (char === ']' || char === '}') {
      tracked.delete(depth);
      depth--;
      expectElement = false;
    } else if (char === ',' && tracked.has(depth)) {
      expectElement = true;
    }
  }
  return lines;
}

/** JSON lines: one object per line (how open datasets such as MedMCQA are distributed). */
export function parseJsonLines(text: string): SourceRow[] {
  const rows: SourceRow[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    try {
      rows.push({ line: index + 1, value: JSON.parse(raw) });
    } catch {
      rows.push({ line: index + 1, value: Symbol.for('not-json') });
    }
  });
  return rows;
}

const SUBJECT_NAMES: Record<string, LibrarySubjectId> = {
  ...Object.fromEntries(
    LIBRARY_SUBJECTS.flatMap((s) => [
      [squash(s.id), s.id],
      [squash(s.name), s.id],
    ]),
  ),
  // Open datasets' names for the same subjects.
  gynaecologyobstetrics: 'obstetrics-gynaecology',
  obstetricsgynaecology: 'obstetrics-gynaecology',
  gynaecologyandobstetrics: 'obstetrics-gynaecology',
  obstetricsandgynaecology: 'obstetrics-gynaecology',
  obg: 'obstetrics-gynaecology',
  socialpreventivemedicine: 'community-medicine',
  socialandpreventivemedicine: 'community-medicine',
  preventivesocialmedicine: 'community-medicine',
  psm: 'community-medicine',
  pediatrics: 'paediatrics',
  orthopedics: 'orthopaedics',
  skin: 'dermatology',
  anesthesia: 'anaesthesia',
  forensicmedicine: 'forensic-medicine',
  fmt: 'forensic-medicine',
  earnosethroat: 'ent',
  biochem: 'biochemistry',
};

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

export function subjectFromName(name: string): LibrarySubjectId | undefined {
  return SUBJECT_NAMES[squash(name)];
}

/** The first non-empty value among `keys` of a flat record. */
export function pick(record: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') return String(value).trim();
  }
  return '';
}
