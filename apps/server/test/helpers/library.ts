/** The library's test fixtures: a small, fixed library that replaces the repository's in a test database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/client.ts';
import { importRepositoryLibrary } from '../../src/modules/library/content-sync.ts';

export const libraryFixturesRoot = path.resolve(import.meta.dirname, '..', 'fixtures', 'library');

const quietLogger = { info() {}, warn() {} };

/**
 * Makes the database's library exactly the fixtures (medicine's six subtopics and one ward case):
 * the import removes what came from files the fixtures do not have.
 */
export function useFixtureLibrary(db: Database, root = libraryFixturesRoot) {
  return importRepositoryLibrary({ db, root, logger: quietLogger });
}

/** A writable copy of the fixtures, for tests that change a file between imports. */
export function copyFixtureLibrary(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-library-'));
  fs.cpSync(libraryFixturesRoot, target, { recursive: true });
  return target;
}
