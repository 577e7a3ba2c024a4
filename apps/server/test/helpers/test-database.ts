/**
 * A fresh database per test file, cloned from a template that is migrated and holds the
 * repository's library, its questions sampled to a fixed number (library-sample.ts; imported
 * once, not per file). On PGlite the template is a data-dir dump
 * (initdb costs ~3 s and 400 MB; a clone a fraction); with TEST_DATABASE_URL it is a PostgreSQL
 * template database that each test database is created from, and dropped afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, migrationsFolder } from '../../src/db/client.ts';
import { createPglite, wrapPglite } from '../../src/db/pglite.ts';
import { wrapPool } from '../../src/db/postgres.ts';
import { contentFingerprint } from '../../src/modules/library/content-files.ts';
import { importRepositoryLibrary } from '../../src/modules/library/content-sync.ts';
import { writeSampledLibrary } from './library-sample.ts';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const onPostgres = Boolean(testDatabaseUrl);

/** The repository's library, which every test database starts with. */
export const libraryContentRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'content', 'library');
const silentLogger = { info() {}, warn() {} };

const libraryModule = path.resolve(import.meta.dirname, '..', '..', 'src', 'modules', 'library');
const TEMPLATE_IMPORT_CODE = [
  path.join(import.meta.dirname, 'library-sample.ts'),
  ...[
    'content-files.ts',
    'content-rows.ts',
    'content-sync.ts',
    'difficulty-labels.ts',
    'search-index-repository.ts',
  ].map((name) => path.join(libraryModule, name)),
];

/** Changes when a migration, a library file or the import's code changes, so a stale template is never used. */
function templateFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(contentFingerprint(libraryContentRoot));
  // The code that makes the template's library rows: a change to it makes a new template.
  for (const file of TEMPLATE_IMPORT_CODE) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function templatePath(): string {
  return path.join(os.tmpdir(), `medsutra-test-template-${templateFingerprint()}.tar`);
}

/** The repository's library with at most TEMPLATE_QUESTIONS questions (library-sample.ts), imported once. */
async function migrateAndImport(handle: DatabaseHandle) {
  await handle.migrate();
  const sampled = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-template-library-'));
  try {
    writeSampledLibrary(libraryContentRoot, sampled);
    await importRepositoryLibrary({ db: handle.db, root: sampled, logger: silentLogger });
  } finally {
    fs.rmSync(sampled, { recursive: true, force: true });
  }
}

/** Builds the migrated PGlite template once (called from vitest's global setup). */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = templatePath();
  if (fs.existsSync(target)) return target;
  const client = await createPglite();
  await migrateAndImport(wrapPglite(client));
  // Uncompressed: ~100 MB on disk, but a clone loads in ~0.4 s instead of ~1 s (no gunzip per test file).
  const dump = await client.dumpDataDir('none');
  await client.close();
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, target);
  return target;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** A connection string to this database (PostgreSQL only), for parallel clients. */
  url: string | null;
  dispose(): Promise<void>;
}

/** Named `medsutra_t_…` so CI's clean-up drops it with the test databases. */
const postgresTemplateName = () => `medsutra_t_template_${templateFingerprint()}`;

/** Builds the migrated PostgreSQL template database once (called from vitest's global setup). */
export async function ensurePostgresTemplate(): Promise<void> {
  const adminUrl = new URL(testDatabaseUrl!);
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return;
    const building = `${name}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl.toString());
    url.pathname = `/${building}`;
    const handle = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 2 }));
    await migrateAndImport(handle);
    await handle.close();
    // Renamed only when complete, so a half-built template is never cloned.
    await admin.query(`alter database ${building} rename to ${name}`);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = new URL(testDatabaseUrl!);
  const name = `medsutra_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgresTemplateName()}`);
  await admin.end();
  const url = new URL(adminUrl.toString());
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  const handle = wrapPool(pool);
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const tarball = fs.readFileSync(await ensurePgliteTemplate());
  const client = await createPglite({ loadDataDir: new Blob([tarball]) });
  const handle = wrapPglite(client);
  return { handle, url: null, dispose: () => handle.close() };
}

export function createTestDatabase(): Promise<TestDatabase> {
  return onPostgres ? createPostgresDatabase() : createPgliteDatabase();
}
