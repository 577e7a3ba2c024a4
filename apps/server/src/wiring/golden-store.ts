/**
 * The Golden Med Store's say over its copies in the notes module's purchased PDFs: the PDF service
 * is made before the store (the store reads admins' uploads through it), so it asks through a
 * late-bound check.
 */
import { goldenStoreRoutes } from '../modules/golden-store/routes.ts';
import { createGoldenStoreService, type GoldenStoreService } from '../modules/golden-store/service.ts';
import type { PdfOpenCheck, PdfService } from '../modules/notes/pdf-service.ts';
import type { PlanService } from '../modules/plans/service.ts';
import type { PurchasedPdfService } from '../modules/purchased-pdfs/service.ts';
import type { WiringContext } from './context.ts';

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

/**
 * The Golden Med Store: MedSutra's own PDFs, sold through the payments' checkout. Binds the PDF
 * service's late check to the store it made.
 */
export async function registerGoldenStore(
  { app, db, now, files, fileWork, accountServices }: WiringContext,
  parts: {
    pdfs: PdfService;
    purchased: PurchasedPdfService;
    plans: PlanService;
    goldenCopies: ReturnType<typeof lateGoldenCopies>;
  },
): Promise<GoldenStoreService> {
  const golden = createGoldenStoreService({
    db,
    files,
    pdfs: parts.pdfs,
    purchased: parts.purchased,
    stamp: (bytes, mark) => fileWork.stamp(bytes, mark),
    users: accountServices.users,
    plans: parts.plans,
    now,
    logger: app.log,
  });
  parts.goldenCopies.bind(golden);
  await app.register(goldenStoreRoutes, { service: golden, writesPerMinute: 30 });
  return golden;
}
