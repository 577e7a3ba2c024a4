/**
 * Wires the student's notes, PDFs and pearls, their Google Drive imports and the data import.
 * The PDF service is made before the notes store and the Golden Med Store that it asks (a
 * purchased copy's watermark, whether a Golden copy still opens), so it is given their late-bound
 * lookups, which app.ts binds once those stores are made (wiring/stores.ts, wiring/golden-store.ts).
 */
import { googleDriveFor } from '../adapters/google-drive/google-drive-for.ts';
import { defineGoogleDriveJobs } from '../modules/google-drive/jobs.ts';
import { createGoogleDriveRepository } from '../modules/google-drive/repository.ts';
import { googleDriveRoutes } from '../modules/google-drive/routes.ts';
import { createGoogleDriveService } from '../modules/google-drive/service.ts';
import { createTokenBox } from '../modules/google-drive/token-box.ts';
import { createDataImport } from '../modules/notes/data-import.ts';
import { dataImportRoutes } from '../modules/notes/data-import-routes.ts';
import { defineNotesJobs } from '../modules/notes/jobs.ts';
import { createPdfService, type PurchasedCopies } from '../modules/notes/pdf-service.ts';
import { notesRoutes } from '../modules/notes/routes.ts';
import { purchasedPdfsRoutes } from '../modules/purchased-pdfs/routes.ts';
import type { WiringContext } from './context.ts';
import type { lateGoldenCopies } from './golden-store.ts';
import type { LibraryWiring } from './library.ts';
import type { lateStoreWatermarks } from './stores.ts';

export async function registerNotesPdfs(
  { app, deps, config, db, now, jobs, files, fileWork }: WiringContext,
  { notes, notesRepository, library }: LibraryWiring,
  late: {
    storeWatermarks: ReturnType<typeof lateStoreWatermarks>;
    goldenCopies: ReturnType<typeof lateGoldenCopies>;
    purchased: PurchasedCopies;
  },
) {
  const pdfs = createPdfService({
    db,
    repository: notesRepository,
    purchased: late.purchased,
    files,
    now,
    watermarkFor: late.storeWatermarks.lookup,
    fileWork,
    jobs,
    ...(deps.pdfWork?.stamp ? { stamp: deps.pdfWork.stamp } : {}),
    checkOpens: late.goldenCopies.check,
    logger: app.log,
  });
  defineNotesJobs(jobs, pdfs, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(notesRoutes, {
    notes,
    pdfs,
    pdfMaxBytes: config.PDF_MAX_BYTES,
    pdfUploadsPerHour: config.RATE_LIMIT_PDF_UPLOADS_PER_HOUR,
  });
  await app.register(purchasedPdfsRoutes, { pdfs });
  const googleDrive = createGoogleDriveService({
    drive: deps.googleDrive ?? googleDriveFor(config),
    tokens: config.GOOGLE_CLIENT_SECRET ? createTokenBox(config.GOOGLE_CLIENT_SECRET) : null,
    db,
    repository: createGoogleDriveRepository(),
    pdfs,
    jobs,
    publicUrl: config.PUBLIC_URL,
    pdfMaxBytes: config.PDF_MAX_BYTES,
    now,
    log: app.log,
  });
  defineGoogleDriveJobs(jobs, googleDrive, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(googleDriveRoutes, {
    service: googleDrive,
    importsPerHour: config.RATE_LIMIT_PDF_UPLOADS_PER_HOUR,
  });
  await app.register(dataImportRoutes, {
    dataImport: createDataImport({ db, repository: notesRepository, syllabus: library.syllabus, now }),
    perHour: 60,
  });
  return pdfs;
}
