/**
 * The Golden Med Store's say over its copies in the notes module's purchased PDFs: the PDF service
 * is made before the store (the store reads admins' uploads through it), so it asks through a
 * late-bound check.
 */
import type { GoldenStoreService } from '../modules/golden-store/service.ts';
import type { PdfOpenCheck } from '../modules/notes/pdf-service.ts';

/** A PDF-opening check that asks the Golden Med Store once it exists (decision 068). */
export function lateGoldenCopies(): { check: PdfOpenCheck; bind(golden: GoldenStoreService): void } {
  let bound: GoldenStoreService | undefined;
  return {
    check: async (row, user) => {
      if (bound) await bound.assertCopyOpens(user.id, row.id);
    },
    bind(golden) {
      bound = golden;
    },
  };
}
