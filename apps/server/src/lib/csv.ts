/**
 * The one CSV reader and writer, on `csv-parse` and `csv-stringify` (RFC 4180: quoted fields may
 * hold commas, quotes and line breaks; CRLF or LF; a byte-order mark is dropped). A record keeps
 * the line it starts on, for reports that name the row a person has to fix.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export interface CsvRecord {
  /** The line (1-based) the record starts on. */
  line: number;
  cells: string[];
}

const LINE_BREAK = /\r\n|\r|\n/g;
/** Line breaks inside a record's text, not counting the one that ends it. */
const breaksWithin = (raw: string) => (raw.replace(/(\r\n|\r|\n)$/, '').match(LINE_BREAK) ?? []).length;

/**
 * Every record that has a value (blank lines and rows of empty cells are skipped). An opening
 * quote that is never closed ends the reading: the records before it are returned, with the line
 * of the record it opened in as `unclosedAt`.
 */
export function readCsv(text: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      skip_records_with_empty_values: true,
      raw: true,
      info: true,
      // With `raw` and `info` on, each record arrives with its text and the line it ends on.
      on_record: (entry: unknown) => {
        const { record, raw, info } = entry as { record: string[]; raw: string; info: { lines: number } };
        records.push({ line: info.lines - breaksWithin(raw), cells: record });
        return null;
      },
    });
  } catch (error) {
    const e = error as { code?: string; lines?: number; raw?: string };
    if (e.code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
    return { records, unclosedAt: (e.lines ?? 1) - breaksWithin(e.raw ?? '') };
  }
  return { records, unclosedAt: null };
}

/** A CSV cell that a spreadsheet will not run as a formula (OWASP CSV injection). */
function safeCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV with CRLF line ends, every cell made safe to open in a spreadsheet. */
export function writeCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    // Quoted too: a cell with any line break (the record delimiter is CRLF, so a lone LF would not be).
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
