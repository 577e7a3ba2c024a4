/**
 * The grants CSV: `email,item_id[,note]`, one grant a line (RFC 4180 quoting). Parsing only;
 * the service checks each row against the accounts and the items.
 */
import { goldenMessages } from '@medsutra/contract/golden-store/api';
import { badRequest } from '../../lib/errors.ts';

export interface GrantCsvRow {
  line: number;
  email: string;
  itemId: string;
  note: string;
}

/** Splits CSV text into records of fields (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** A CSV cell that a spreadsheet will not run as a formula (OWASP CSV injection). */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function readGrantCsv(text: string, maxRows: number): GrantCsvRow[] {
  const records = parseCsv(text.replace(/^\uFEFF/, '')).filter((record) => record.some((cell) => cell.trim() !== ''));
  const header = records[0]?.map((cell) => cell.trim().toLowerCase());
  if (!header) throw badRequest(goldenMessages.importEmpty);
  const emailAt = header.indexOf('email');
  const itemAt = header.indexOf('item_id');
  const noteAt = header.indexOf('note');
  if (emailAt < 0 || itemAt < 0) throw badRequest(goldenMessages.importHeader);
  if (records.length < 2) throw badRequest(goldenMessages.importEmpty);
  if (records.length - 1 > maxRows) throw badRequest(goldenMessages.importTooLarge);
  return records.slice(1).map((record, index) => ({
    line: index + 2,
    email: (record[emailAt] ?? '').trim().toLowerCase(),
    itemId: (record[itemAt] ?? '').trim().toLowerCase(),
    note: noteAt >= 0 ? (record[noteAt] ?? '').trim().slice(0, 500) : '',
  }));
}
