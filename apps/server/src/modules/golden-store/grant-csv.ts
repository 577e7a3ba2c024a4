/**
 * The grants CSV: `email,item_id[,note]`, one grant a line (RFC 4180 quoting). Parsing only;
 * the service checks each row against the accounts and the items.
 */
import { goldenMessages } from '@medsutra/contract/golden-store/api';
import { readCsv } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';

export interface GrantCsvRow {
  line: number;
  email: string;
  itemId: string;
  note: string;
}

export function readGrantCsv(text: string, maxRows: number): GrantCsvRow[] {
  const { records } = readCsv(text);
  const header = records[0]?.cells.map((cell) => cell.trim().toLowerCase());
  if (!header) throw badRequest(goldenMessages.importEmpty);
  const emailAt = header.indexOf('email');
  const itemAt = header.indexOf('item_id');
  const noteAt = header.indexOf('note');
  if (emailAt < 0 || itemAt < 0) throw badRequest(goldenMessages.importHeader);
  if (records.length < 2) throw badRequest(goldenMessages.importEmpty);
  if (records.length - 1 > maxRows) throw badRequest(goldenMessages.importTooLarge);
  return records.slice(1).map(({ line, cells }) => ({
    line,
    email: (cells[emailAt] ?? '').trim().toLowerCase(),
    itemId: (cells[itemAt] ?? '').trim().toLowerCase(),
    note: noteAt >= 0 ? (cells[noteAt] ?? '').trim().slice(0, 500) : '',
  }));
}
