/**
 * The start-up import of the repository's library (content/library/). Idempotent and cheap when
 * nothing changed: each file's hash is compared with the one stored when it was last applied, and
 * only a changed file is parsed, validated and written (its rows replaced in one transaction with
 * the new hash). A file that fails validation is reported and skipped, keeping what was imported
 * from it before, so a half-written file never empties a subject. A difficulty label an admin
 * corrected is written back over the file's in the same transaction (decision 145).
 */

import { existsSync } from 'node:fs';
import {
  casesFileSchema,
  figureCatalogueFileSchema,
  LIBRARY_SUBJECTS,
  notesFileSchema,
  questionsFileSchema,
  syllabusFileSchema,
} from '@medsutra/contract/library/content';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { type ContentFile, readContentFiles } from './content-files.ts';
import { caseRow, figureRows, noteRow, provenanceOf, questionRow, syllabusRows } from './content-rows.ts';
import { applyDifficultyOverrides } from './difficulty-labels.ts';
import { createLibraryRepository, type LibraryRepository } from './repository.ts';
import { createSearchIndexRepository, type SearchIndexRepository, searchScopeOf } from './search-index-repository.ts';

export interface LibrarySyncResult {
  /** Files written because they were new or changed. */
  applied: string[];
  /** Files whose rows were removed because the file is gone. */
  removed: string[];
  unchanged: number;
  /** Files skipped because they are not valid, each with its first problems. */
  invalid: { path: string; problems: string[] }[];
}

function parse<T>(file: ContentFile, schema: z.ZodType<T>): { value: T } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(file.bytes.toString('utf8'));
  } catch (error) {
    return { problems: [`not JSON: ${(error as Error).message}`] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data };
  return { problems: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}

async function applyFile(tx: DbTransaction, repository: LibraryRepository, file: ContentFile): Promise<string[]> {
  const subjectOfPath = file.path.split('/')[0];
  switch (file.kind) {
    case 'syllabus': {
      const parsed = parse(file, syllabusFileSchema);
      if ('problems' in parsed) return parsed.problems;
      if (parsed.value.subject !== subjectOfPath) return [`subject should be ${subjectOfPath}`];
      const { topics, subtopics } = syllabusRows(parsed.value, file.path);
      await repository.replaceFileRows(tx, 'topics', file.path, topics);
      await repository.replaceFileRows(tx, 'subtopics', file.path, subtopics);
      return [];
    }
    case 'notes': {
      const parsed = parse(file, notesFileSchema);
      if ('problems' in parsed) return parsed.problems;
      const rows = parsed.value.notes.map((note) => noteRow(note, provenanceOf(note, file.path)));
      await repository.replaceFileRows(tx, 'notes', file.path, rows);
      return [];
    }
    case 'questions': {
      const parsed = parse(file, questionsFileSchema);
      if ('problems' in parsed) return parsed.problems;
      const rows = parsed.value.questions.map((q) => questionRow(q, parsed.value.subject, provenanceOf(q, file.path)));
      await repository.replaceFileRows(tx, 'questions', file.path, rows);
      // An admin's corrected difficulty label outlives the file's (decision 145).
      await applyDifficultyOverrides(
        tx,
        rows.map((row) => row.id),
      );
      return [];
    }
    case 'cases': {
      const parsed = parse(file, casesFileSchema);
      if ('problems' in parsed) return parsed.problems;
      await repository.replaceFileRows(
        tx,
        'cases',
        file.path,
        parsed.value.cases.map((item) => caseRow(item, provenanceOf(item, file.path))),
      );
      return [];
    }
    case 'figures': {
      const parsed = parse(file, figureCatalogueFileSchema);
      if ('problems' in parsed) return parsed.problems;
      await repository.replaceFileRows(tx, 'figures', file.path, figureRows(parsed.value, file.path));
      return [];
    }
  }
}

const TABLES_OF_KIND = {
  syllabus: ['topics', 'subtopics'],
  notes: ['notes'],
  questions: ['questions'],
  cases: ['cases'],
  figures: ['figures'],
} as const;

function kindOfPath(path: string): ContentFile['kind'] {
  if (path.startsWith('cases/')) return 'cases';
  if (path.startsWith('figures/')) return 'figures';
  if (path.split('/')[1] === 'questions') return 'questions';
  return (path.split('/')[1]?.replace(/\.json$/, '') ?? 'notes') as ContentFile['kind'];
}

function createLibraryContentSync(deps: {
  db: Database;
  repository?: LibraryRepository;
  searchIndex?: SearchIndexRepository;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { db, now, logger } = deps;
  const repository = deps.repository ?? createLibraryRepository();
  const searchIndex = deps.searchIndex ?? createSearchIndexRepository();

  return {
    /** Brings the library tables in line with the files under `root`. */
    async syncFromDirectory(root: string): Promise<LibrarySyncResult> {
      const result: LibrarySyncResult = { applied: [], removed: [], unchanged: 0, invalid: [] };
      // A missing folder is a misconfiguration (LIBRARY_CONTENT_DIR), not a library with nothing
      // in it: keep what was imported rather than remove every file's rows.
      if (!existsSync(root)) {
        logger.warn({ root }, 'the library content folder does not exist: the library was left as it is');
        return result;
      }
      const files = readContentFiles(root);
      const stored = await repository.fileHashes(db);
      const changed = files.filter((file) => stored.get(file.path) !== file.sha256);
      const present = new Set(files.map((file) => file.path));
      const gone = [...stored.keys()].filter((path) => !present.has(path));
      result.unchanged = files.length - changed.length;
      if (changed.length === 0 && gone.length === 0) return result;

      await db.transaction(async (tx) => {
        await repository.lockImports(tx);
        // Another process may have applied the same files while this one waited for the lock.
        const current = await repository.fileHashes(tx);
        await repository.upsertSubjects(tx, LIBRARY_SUBJECTS);
        for (const file of changed) {
          if (current.get(file.path) === file.sha256) continue;
          const problems = await applyFile(tx, repository, file);
          if (problems.length > 0) {
            result.invalid.push({ path: file.path, problems });
            continue;
          }
          await repository.recordFile(tx, file.path, file.sha256, now());
          result.applied.push(file.path);
        }
        for (const path of gone) {
          if (!current.has(path)) continue;
          for (const table of TABLES_OF_KIND[kindOfPath(path)]) await repository.replaceFileRows(tx, table, path, []);
          await repository.forgetFile(tx, path);
          result.removed.push(path);
        }
        // Only the search rows the changed files can change; everything on a first import.
        if (result.applied.length > 0 || result.removed.length > 0)
          await searchIndex.rebuild(tx, searchScopeOf([...result.applied, ...result.removed], current.size === 0));
      });
      for (const invalid of result.invalid) {
        logger.warn({ file: invalid.path, problems: invalid.problems }, 'library file skipped: it is not valid');
      }
      if (result.applied.length > 0 || result.removed.length > 0) {
        logger.info({ applied: result.applied.length, removed: result.removed.length }, 'library content imported');
      }
      return result;
    },
  };
}

/** The start-up step: import what changed in the repository's library before serving. */
export function importRepositoryLibrary(input: {
  db: Database;
  root: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}): Promise<LibrarySyncResult> {
  return createLibraryContentSync({
    db: input.db,
    now: input.now ?? (() => new Date()),
    logger: input.logger,
  }).syncFromDirectory(input.root);
}
