/**
 * A fresh database per test file. On PGlite it is cloned from a migrated template (initdb costs
 * ~3 s and 400 MB; a clone costs a fraction). With TEST_DATABASE_URL it is a new PostgreSQL
 * database, migrated, and dropped afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, migrationsFolder } from '../../src/db/client.ts';
import { wrapPglite } from '../../src/db/pglite.ts';
import { wrapPool } from '../../src/db/postgres.ts';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const onPostgres = Boolean(testDatabaseUrl);

function migrationsFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(): string {
  return path.join(os.tmpdir(), `medsutra-test-template-${migrationsFingerprint()}.tgz`);
}

/** Builds the migrated PGlite template once (called from vitest's global setup). */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = templatePath();
  if (fs.existsSync(target)) return target;
  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('gzip');
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

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = new URL(testDatabaseUrl!);
  const name = `medsutra_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl.toString());
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  const handle = wrapPool(pool);
  await handle.migrate();
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
  const client = await PGlite.create({ loadDataDir: new Blob([tarball]) });
  const handle = wrapPglite(client);
  return { handle, url: null, dispose: () => handle.close() };
}

export function createTestDatabase(): Promise<TestDatabase> {
  return onPostgres ? createPostgresDatabase() : createPgliteDatabase();
}
