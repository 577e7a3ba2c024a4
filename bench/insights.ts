/**
 * The insights API's latency for a student with a year of study. Run: node bench/insights.ts
 * (or npm run bench -- insights).
 *
 * The app runs in this process on the whole library: in-memory PGlite, or a throwaway PostgreSQL
 * database when DATABASE_URL or TEST_DATABASE_URL is set. One student gets a year of practice,
 * revision, tutor questions and ledger entries (bench/lib/insights-seed.ts), beside
 * BENCH_INSIGHTS_OTHERS (3) other students with a year each, so the indexes choose among real
 * neighbours. GET /api/insights/{email} is then called BENCH_INSIGHTS_CALLS (40) times one after
 * another after a warm-up; the figures are the median, the 10th and 90th percentiles and the
 * extremes. Figures only; a non-200 reply makes the run exit 1.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { insightsApiPath } from '@medsutra/contract/insights/screen';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createPglite, wrapPglite } from '../apps/server/src/db/pglite.ts';
import { wrapPool } from '../apps/server/src/db/postgres.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import { seedSignedInSession } from '../apps/server/test/helpers/signed-in-session.ts';
import { benchConfig } from './lib/bench-config.ts';
import { seedStudyYear } from './lib/insights-seed.ts';
import { percentile, round1 } from './lib/stats.ts';
import { writeResult } from './report.ts';

const CALLS = Number(process.env.BENCH_INSIGHTS_CALLS ?? 40);
const OTHERS = Number(process.env.BENCH_INSIGHTS_OTHERS ?? 3);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const libraryRoot = path.resolve(import.meta.dirname, '..', 'content', 'library');

async function openDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (!postgresUrl) {
    const handle = wrapPglite(await createPglite());
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const name = `medsutra_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  pool.on('error', () => {});
  const handle = wrapPool(pool);
  await handle.migrate();
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function main(): Promise<number> {
  const database = await openDatabase();
  const { handle } = database;
  try {
    await importRepositoryLibrary({ db: handle.db, root: libraryRoot, logger: { info() {}, warn() {} } });
    const now = new Date();
    const seedStarted = performance.now();
    for (let other = 0; other < OTHERS; other += 1) {
      await seedStudyYear(handle.db, { email: `bench.other.${other}@example.com`, now, seed: 100 + other });
    }
    const student = await seedStudyYear(handle.db, { email: 'bench.insights@example.com', now });
    await handle.db.execute('analyze');
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const session = await seedSignedInSession(handle.db, student.userId);

    const config = benchConfig();
    const app = await buildApp({ config, database: handle });
    await app.ready();
    try {
      const call = async () => {
        const started = performance.now();
        const reply = await app.inject({
          method: 'GET',
          url: insightsApiPath(student.email),
          headers: { cookie: session.cookie },
        });
        const elapsed = performance.now() - started;
        if (reply.statusCode !== 200) throw new Error(`insights answered ${reply.statusCode}: ${reply.body}`);
        return { elapsed, bytes: reply.body.length };
      };
      for (let warm = 0; warm < 3; warm += 1) await call();
      const timings: number[] = [];
      let bytes = 0;
      for (let index = 0; index < CALLS; index += 1) {
        const result = await call();
        timings.push(result.elapsed);
        bytes = result.bytes;
      }
      const sorted = [...timings].sort((a, b) => a - b);
      const figures = {
        database: handle.kind,
        calls: CALLS,
        medianMs: round1(percentile(sorted, 50)),
        p10Ms: round1(percentile(sorted, 10)),
        p90Ms: round1(percentile(sorted, 90)),
        minMs: round1(sorted[0] ?? Number.NaN),
        maxMs: round1(sorted.at(-1) ?? Number.NaN),
        replyBytes: bytes,
        seeded: { ...student, userId: undefined, email: undefined },
        otherStudents: OTHERS,
        seedSeconds: Math.round(seedSeconds),
      };
      console.info(
        `GET /api/insights (${figures.database}, a year: ${student.answers} answers, ${student.reviews} reviews, ` +
          `${student.tutorMessages} tutor questions, ${student.ledgerEntries} ledger entries): ` +
          `median ${figures.medianMs} ms, p10–p90 ${figures.p10Ms}–${figures.p90Ms} ms, ` +
          `min ${figures.minMs}, max ${figures.maxMs} ms over ${CALLS} calls; reply ${bytes} bytes`,
      );
      console.info(
        `\n${writeResult({
          name: 'insights',
          tables: [
            {
              title: 'GET /api/insights/{email} for a student with a year of study (in process, one call at a time)',
              columns: [
                'database',
                'calls',
                'median (ms)',
                'p10 (ms)',
                'p90 (ms)',
                'min (ms)',
                'max (ms)',
                'reply (bytes)',
              ],
              rows: [
                [
                  figures.database,
                  CALLS,
                  figures.medianMs,
                  figures.p10Ms,
                  figures.p90Ms,
                  figures.minMs,
                  figures.maxMs,
                  bytes,
                ],
              ],
            },
          ],
          notes: [
            `The student: ${student.answers} MCQ answers, ${student.reviews} revision reviews, ${student.tutorMessages} tutor questions and ${student.ledgerEntries} ledger entries over 365 days; ${OTHERS} other students with a year each.`,
            'Measured with app.inject (no network); three warm-up calls first.',
          ],
          data: figures,
        })}`,
      );
      return 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

process.exit(await main());
