/** The student's own cards as CSV (deck, front, back), safe to open in a spreadsheet (lib/csv.ts). */
import { FLASHCARD_EXPORT_CSV_HEADER } from '@medsutra/contract/flashcards/api';
import { writeCsv } from '../../lib/csv.ts';

export function ownCardsCsv(rows: readonly { deck: string; front: string; back: string }[]): string {
  return writeCsv([FLASHCARD_EXPORT_CSV_HEADER, ...rows.map((row) => [row.deck, row.front, row.back])]);
}
