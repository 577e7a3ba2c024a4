/**
 * The real server process on a fresh database that already holds one signed-in user, for the
 * benchmarks and the audit: the embedded database in a temporary DATA_DIR, or a scratch database
 * on the PostgreSQL server that `databaseUrl` points at (dropped afterwards).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedSignedInSession } from '../../apps/server/test/helpers/signed-in-session.ts';
import { seedSignedInUser } from '../../e2e/helpers/seed-session.ts';
import { type BenchServer, startBenchServer } from './server-process.ts';

export const SEEDED_EMAIL = 'asha@example.com';

export interface SeededServer {
  server: BenchServer;
  database: 'embedded' | 'postgresql';
  email: string;
  /** `name=value`, ready for a Cookie header. */
  cookie: string;
  /** Another session of the same user, for runs that may sign the first one out. */
  newSession(): Promise<string>;
  stop(): Promise<void>;
}

async function migrateEmbedded(dataDir: string) {
  const { createPglite, wrapPglite } = await import('../../apps/server/src/db/pglite.ts');
  const client = await createPglite({ dataDir });
  await wrapPglite(client).migrate();
  await client.close();
}

async function insertSession(client: pg.Client, userId: string) {
  return (await seedSignedInSession(client, userId)).cookie;
}

/** Sessions written before the server takes the embedded database. */
async function spareEmbeddedSessions(dataDir: string, userId: string, count: number): Promise<string[]> {
  if (count === 0) return [];
  const { createPglite } = await import('../../apps/server/src/db/pglite.ts');
  const client = await createPglite({ dataDir });
  const cookies: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      cookies.push((await seedSignedInSession(client, userId)).cookie);
    }
  } finally {
    await client.close();
  }
  return cookies;
}

/** A scratch database beside the one in `adminUrl`; falls back to `adminUrl` itself. */
async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `medsutra_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.warn(`Could not create a scratch database (${(error as Error).message}); using DATABASE_URL as it is.`);
    await admin.end().catch(() => {});
    return { url: adminUrl, async drop() {} };
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function startSeededServer(
  options: {
    databaseUrl?: string | undefined;
    env?: Record<string, string>;
    /** Sessions newSession() can hand out on the embedded database (PostgreSQL makes them live). */
    spareSessions?: number;
  } = {},
): Promise<SeededServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-seeded-'));
  const env = { ...options.env };

  if (!options.databaseUrl) {
    await migrateEmbedded(dataDir);
    const seeded = await seedSignedInUser(dataDir, SEEDED_EMAIL);
    const spare = await spareEmbeddedSessions(dataDir, seeded.userId, options.spareSessions ?? 0);
    const server = await startBenchServer(dataDir, { DATABASE_URL: '', ...env });
    return {
      server,
      database: 'embedded',
      email: seeded.email,
      cookie: `${seeded.cookie.name}=${seeded.cookie.value}`,
      async newSession() {
        const cookie = spare.shift();
        if (!cookie) throw new Error('no spare sessions left: pass a larger spareSessions');
        return cookie;
      },
      async stop() {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const scratch = await scratchDatabase(options.databaseUrl);
  const server = await startBenchServer(dataDir, {
    DATABASE_URL: scratch.url,
    // Required in production with DATABASE_URL; any 16 characters do for a benchmark.
    CHATBASE_IDENTITY_SECRET: 'bench-secret-0123456789',
    ...env,
  });
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const email = scratch.url === options.databaseUrl ? `bench-${Date.now()}@example.com` : SEEDED_EMAIL;
  const inserted = await client.query<{ id: string }>(
    'insert into users (email, full_name) values ($1, $2) returning id',
    [email, 'Asha Rao'],
  );
  const userId = inserted.rows[0]!.id;
  const cookie = await insertSession(client, userId);
  return {
    server,
    database: 'postgresql',
    email,
    cookie,
    newSession: () => insertSession(client, userId),
    async stop() {
      await client.end().catch(() => {});
      await server.stop();
      await scratch.drop().catch((error: unknown) => console.warn(`Could not drop the scratch database: ${error}`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
