/**
 * Wires the medical library: its content, figures, question bank, reports and imports, and the
 * student's notes (the library's search also finds the asker's own notes). A question locked by
 * an open test or a reserved grand test hides its key everywhere (`questionLocks`).
 */
import path from 'node:path';
import { FIGURES_PATH } from '@medsutra/contract/library/figures';
import { createDifficultyLabels } from '../modules/library/difficulty-labels.ts';
import { createFigureInfo } from '../modules/library/figure-info.ts';
import { createFigureLabels } from '../modules/library/figure-labels.ts';
import { libraryImportRoutes } from '../modules/library/import-routes.ts';
import { createInstitutionImport } from '../modules/library/institution-import.ts';
import { licensedImageRoutes } from '../modules/library/licensed-image-routes.ts';
import { createLicensedImages } from '../modules/library/licensed-images.ts';
import { createQuestionBank } from '../modules/library/question-bank.ts';
import { libraryReportsRoutes } from '../modules/library/reports-routes.ts';
import { createLibraryReportsService } from '../modules/library/reports-service.ts';
import { libraryRoutes } from '../modules/library/routes.ts';
import { createLibraryService } from '../modules/library/service.ts';
import { createLibraryStats } from '../modules/library/stats.ts';
import {
  createQuestionLocks,
  openCustomTestQuestions,
  reservedGrandTestQuestions,
} from '../modules/mcq/question-locks.ts';
import { createNotesRepository } from '../modules/notes/repository.ts';
import { createNotesService } from '../modules/notes/service.ts';
import type { WiringContext } from './context.ts';
import type { EconomyWiring } from './economy.ts';

export async function registerLibrary(
  { app, config, db, now, files, fileWork, accountServices }: WiringContext,
  { economy }: EconomyWiring,
) {
  const notesRepository = createNotesRepository();
  // A figure's alt text and box: drawn figures from the web build, licensed images from their records.
  const licensedImages = createLicensedImages({ files });
  const figureInfo = createFigureInfo({
    figuresDir: path.join(config.webDistPath, FIGURES_PATH),
    licensed: licensedImages,
  });
  const library = createLibraryService({ db, figures: figureInfo, now });
  // The named labels of drawn figures, for image-occlusion flashcards.
  const figureLabels = createFigureLabels({ figuresDir: path.join(config.webDistPath, FIGURES_PATH) });
  // The question bank: what practice, tests and grand tests read of the library's questions.
  const questionBank = createQuestionBank({ db, figures: figureInfo, now });
  const notes = createNotesService({
    db,
    repository: notesRepository,
    library,
    economy,
    files,
    images: fileWork,
    now,
  });
  await app.register(libraryRoutes, {
    service: library,
    stats: createLibraryStats({ db }),
    searchPerMinute: config.RATE_LIMIT_LIBRARY_SEARCH_PER_MINUTE,
    ownNotes: notes.searchOwnNotes,
  });
  await app.register(libraryReportsRoutes, {
    service: createLibraryReportsService({
      db,
      library,
      users: accountServices.users,
      now,
    }),
    labels: createDifficultyLabels({ db, now }),
    reportsPerHour: config.RATE_LIMIT_LIBRARY_REPORTS_PER_HOUR,
  });
  await app.register(libraryImportRoutes, {
    importer: createInstitutionImport({ db }),
    perHour: 30,
  });
  await app.register(licensedImageRoutes, { images: licensedImages });

  // A question in a test the student has open keeps its key hidden everywhere (decision 075), and
  // a grand test's reserved paper from everyone until its window closes (decision 127).
  const questionLocks = createQuestionLocks({
    sources: [openCustomTestQuestions(db), reservedGrandTestQuestions(questionBank)],
    now,
  });
  return { library, figureLabels, questionBank, notes, notesRepository, questionLocks };
}

export type LibraryWiring = Awaited<ReturnType<typeof registerLibrary>>;
