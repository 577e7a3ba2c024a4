/**
 * A grand test's Sunday: BENCH_GRAND_SUBMISSIONS (10,000) students submit one paper, then result
 * reads under load. Run: node bench/grand-tests.ts (or npm run bench -- grand-tests); it runs on
 * PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a server (a throwaway database), else on
 * in-memory PGlite (one transaction at a time: figures for the embedded default only).
 *
 * The app runs in this process on the whole library with its clock inside the window. An admin
 * creates and publishes a NEET PG grand test through the API; the students, their sessions and
 * their attempts with 200 saved answers each (right with a per-student skill, so scores spread) are
 * written straight into the database, as a Sunday's morning of taps would have left them. Then:
 *   1. submissions: every attempt submitted through POST /api/grand-tests/attempts/{id}/submit by
 *      BENCH_HTTP_CONCURRENCY (32) clients, the last fifth while the read load below runs;
 *   2. result reads under load: GET /api/grand-tests/{id}/result by 16 clients for students who
 *      have submitted, while 16 others keep submitting; p50/p99 latency;
 *   3. /api/health in the same run: requests per second at the same concurrency, and its p50/p99
 *      under the same submit load, for the ratios.
 * Figures only; non-2xx replies are reported (and left out of the rates and latencies) and make the
 * run exit 1. The rate limits on test saves and reads are lifted for the run (one address).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { grandTestAttempts, grandTestResults, sessions, users } from '../apps/server/src/db/schema.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import { hashSessionToken } from '../apps/server/src/modules/sessions/token.ts';
import { benchConfig } from './lib/bench-config.ts';
import { benchPostgresUrl, scratchDatabase } from './lib/scratch-database.ts';
import { percentile, round1 } from './lib/stats.ts';
import { writeResult } from './report.ts';

const SUBMISSIONS = Number(process.env.BENCH_GRAND_SUBMISSIONS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_HTTP_CONCURRENCY ?? 32);
const libraryRoot = path.resolve(import.meta.dirname, '..', 'content', 'library');

const opensAt = new Date('2026-11-29T04:30:00Z');
const closesAt = new Date('2026-11-30T16:30:00Z');
let clock = new Date('2026-11-29T03:00:00Z');

/** Runs `request` from `clients` loops until `next` returns null; each reply's latency in ms. */
async function drive(clients: number, next: () => (() => Promise<Response>) | null) {
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let request = next(); request; request = next()) {
        const sent = performance.now();
        const reply = await request();
        await reply.arrayBuffer();
        // Only answered requests count: a refusal (429, 5xx) is fast and would flatter the figures.
        if (reply.ok) latencies.push(performance.now() - sent);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  return { count: latencies.length, perSecond: latencies.length / seconds, latencies, errors, seconds };
}

async function main(): Promise<number> {
  const database = await scratchDatabase(benchPostgresUrl, 20);
  const { handle } = database;
  const db = handle.db;
  const seedStarted = performance.now();
  await importRepositoryLibrary({ db, root: libraryRoot, logger: { info() {}, warn() {} } });
  const config = benchConfig({
    RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE: '100000000',
    RATE_LIMIT_MCQ_TESTS_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, database: handle, now: () => clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // Sessions: one per student (and the admin), tokens kept here, hashes in the database.
    const sessionFor = async (userIds: string[]) => {
      const tokens = userIds.map(() => crypto.randomBytes(32).toString('base64url'));
      for (let start = 0; start < userIds.length; start += 1000) {
        await db.insert(sessions).values(
          userIds.slice(start, start + 1000).map((userId, index) => ({
            tokenHash: hashSessionToken(tokens[start + index]!),
            userId,
            expiresAt: new Date(clock.getTime() + 7 * 86400_000),
          })),
        );
      }
      return tokens.map((token) => ({ cookie: `medsutra_session=${token}`, 'content-type': 'application/json' }));
    };
    const [admin] = await db
      .insert(users)
      .values({ email: 'bench.gt.admin@example.com', fullName: 'Bench Admin', role: 'admin' })
      .returning({ id: users.id });
    const [adminHeaders] = await sessionFor([admin!.id]);
    const created = await fetch(`${base}/api/admin/grand-tests`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify({
        pattern: 'neet-pg',
        title: 'Bench Sunday grand test',
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
      }),
    });
    if (created.status !== 201)
      throw new Error(`creating the grand test answered ${created.status}: ${await created.text()}`);
    const { id: grandTestId } = (await created.json()) as { id: string };
    const published = await fetch(`${base}/api/admin/grand-tests/${grandTestId}/publish`, {
      method: 'POST',
      headers: adminHeaders,
      body: '{}',
    });
    if (published.status !== 200) throw new Error(`publishing answered ${published.status}`);
    clock = new Date(opensAt.getTime() + 60 * 60_000);

    // The students and their attempts, as the morning left them: 200 saved answers each.
    const userIds: string[] = [];
    for (let start = 0; start < SUBMISSIONS; start += 1000) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(1000, SUBMISSIONS - start) }, (_, i) => ({
            email: `bench.gt.${start + i}@example.com`,
            fullName: `Bench Student ${start + i}`,
          })),
        )
        .returning({ id: users.id });
      userIds.push(...rows.map((row) => row.id));
    }
    const studentHeaders = await sessionFor(userIds);
    const cohort = `grand:${grandTestId}`;
    const startedAt = new Date(opensAt.getTime() + 5 * 60_000);
    const deadline = new Date(startedAt.getTime() + 210 * 60_000);
    await db.execute(sql`
      insert into mcq_tests (id, user_id, pattern, cohort, marks_correct, marks_wrong, started_at, deadline, key_hidden_until)
      select gen_random_uuid(), u.id, 'neet-pg', ${cohort}, 4, 1, ${startedAt}, ${deadline}, ${closesAt}
      from users u where u.email like 'bench.gt.%' and u.role = 'user'`);
    await db.execute(sql`
      insert into grand_test_attempts (id, grand_test_id, user_id, started_at)
      select t.id, ${grandTestId}, t.user_id, t.started_at from mcq_tests t where t.cohort = ${cohort}`);
    await db.execute(sql`
      insert into mcq_test_questions (test_id, question_id, position, part, subject_id, option_ids)
      select t.id, p.question_id, p.position, 1, p.subject_id,
        (select jsonb_agg(t.id::text || ':' || p.position || ':' || o) from generate_series(0, jsonb_array_length(q.options) - 1) o)
      from mcq_tests t
      join grand_test_questions p on p.grand_test_id = ${grandTestId}
      join library_questions q on q.id = p.question_id
      where t.cohort = ${cohort}`);
    // Each student answers the key with her own skill (30% to 90%), else a random option; 10% left blank.
    await db.execute(sql`
      insert into mcq_test_answers (test_id, question_id, answer_id, choice_index, sequence, saved_at)
      select tq.test_id, tq.question_id, gen_random_uuid(),
        case
          when random() < 0.1 then null
          when random() < 0.3 + 0.6 * ((abs(hashtext(tq.test_id::text)) % 1000) / 1000.0) then q.answer_index
          else floor(random() * jsonb_array_length(q.options))::int
        end,
        1, ${startedAt}
      from mcq_test_questions tq
      join mcq_tests t on t.id = tq.test_id and t.cohort = ${cohort}
      join library_questions q on q.id = tq.question_id`);
    await db.execute(sql`analyze`);
    const attempts = await db
      .select({ id: grandTestAttempts.id, user_id: grandTestAttempts.userId })
      .from(grandTestAttempts)
      .where(eq(grandTestAttempts.grandTestId, grandTestId));
    const headersOf = new Map(userIds.map((id, index) => [id, studentHeaders[index]!]));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.info(`seeded ${attempts.length} attempts of 200 answers in ${seedSeconds.toFixed(0)} s (${handle.kind})`);

    const submit = (attempt: { id: string; user_id: string }) => () =>
      fetch(`${base}/api/grand-tests/attempts/${attempt.id}/submit`, {
        method: 'POST',
        headers: headersOf.get(attempt.user_id)!,
        body: '{}',
      });
    const health = () => fetch(`${base}/api/health`);

    // /api/health alone, at the same concurrency, for the throughput ratio.
    let healthLeft = 3000;
    const healthAlone = await drive(CONCURRENCY, () => (healthLeft-- > 0 ? health : null));

    // 1. Submissions: the first four fifths with every client submitting.
    const firstPart = Math.floor(attempts.length * 0.8);
    let cursor = 0;
    const submissions = await drive(CONCURRENCY, () => (cursor < firstPart ? submit(attempts[cursor++]!) : null));

    // 2 and 3. The last fifth submitted by half the clients while the other half read results
    // (students who have submitted), then /api/health under the same load.
    const submitted = attempts.slice(0, firstPart);
    const half = Math.max(1, Math.floor(CONCURRENCY / 2));
    /** Half the clients submit up to `until` while the other half run `read`, until the submits are done. */
    const underLoad = async (read: () => () => Promise<Response>, until: number) => {
      let stop = false;
      const readRun = drive(half, () => (stop ? null : read()));
      const submitRun = drive(half, () => {
        if (cursor >= until) {
          stop = true;
          return null;
        }
        return submit(attempts[cursor++]!);
      });
      const [reads, submits] = await Promise.all([readRun, submitRun]);
      return { reads, submits };
    };
    const resultRead = () => {
      const attempt = submitted[Math.floor(Math.random() * submitted.length)]!;
      return () => fetch(`${base}/api/grand-tests/${grandTestId}/result`, { headers: headersOf.get(attempt.user_id)! });
    };
    // Half of the last fifth under result reads, the other half under health reads.
    const resultPhase = await underLoad(resultRead, firstPart + Math.floor((attempts.length - firstPart) / 2));
    const healthPhase = await underLoad(() => health, attempts.length);

    const [row] = await db
      .select({ n: count() })
      .from(grandTestResults)
      .where(eq(grandTestResults.grandTestId, grandTestId));
    const results = Number(row?.n ?? 0);
    const errors =
      healthAlone.errors +
      submissions.errors +
      resultPhase.reads.errors +
      resultPhase.submits.errors +
      healthPhase.reads.errors +
      healthPhase.submits.errors;
    const resultP50 = percentile(resultPhase.reads.latencies, 50);
    const resultP99 = percentile(resultPhase.reads.latencies, 99);
    const healthP50 = percentile(healthPhase.reads.latencies, 50);
    const healthP99 = percentile(healthPhase.reads.latencies, 99);
    const figures = {
      database: handle.kind,
      concurrency: CONCURRENCY,
      attempts: attempts.length,
      resultsRows: results,
      submissionsPerSecond: Math.round(submissions.perSecond),
      healthPerSecond: Math.round(healthAlone.perSecond),
      submitRatio: Number((submissions.perSecond / healthAlone.perSecond).toFixed(3)),
      resultReads: resultPhase.reads.count,
      resultP50: round1(resultP50),
      resultP99: round1(resultP99),
      healthUnderLoadP50: round1(healthP50),
      healthUnderLoadP99: round1(healthP99),
      p50Ratio: Number((resultP50 / healthP50).toFixed(2)),
      p99Ratio: Number((resultP99 / healthP99).toFixed(2)),
      errors,
    };
    console.info(
      `grand test (${figures.database}, ${CONCURRENCY} clients, ${figures.attempts} attempts, ${results} results): ` +
        `${figures.submissionsPerSecond} submissions/s vs ${figures.healthPerSecond} health/s (ratio ${figures.submitRatio}); ` +
        `result read under load p50 ${figures.resultP50} ms / p99 ${figures.resultP99} ms vs health p50 ${figures.healthUnderLoadP50} ms / p99 ${figures.healthUnderLoadP99} ms ` +
        `(ratios ${figures.p50Ratio} / ${figures.p99Ratio})` +
        (errors ? `; ${errors} non-2xx replies` : ''),
    );
    console.info(
      `\n${writeResult({
        name: 'grand-tests',
        tables: [
          {
            title: 'Grand test submissions and result reads against /api/health, same run',
            columns: [
              'database',
              'clients',
              'attempts',
              'submits/s',
              'health/s',
              'ratio',
              'result p50 / p99 (ms)',
              'health p50 / p99 under load (ms)',
              'p50 / p99 ratios',
              'non-2xx',
            ],
            rows: [
              [
                figures.database,
                CONCURRENCY,
                figures.attempts,
                figures.submissionsPerSecond,
                figures.healthPerSecond,
                figures.submitRatio,
                `${figures.resultP50} / ${figures.resultP99}`,
                `${figures.healthUnderLoadP50} / ${figures.healthUnderLoadP99}`,
                `${figures.p50Ratio} / ${figures.p99Ratio}`,
                figures.errors,
              ],
            ],
          },
        ],
        notes: [
          'Attempts and their 200 saved answers are written into the database first; every submit goes through the API (one transaction: marking, XP, mistakes deck, analytics rows, the results rows).',
          'Result reads run while half the clients keep submitting the last part; health latency is measured under the same submit load.',
        ],
        data: { ...figures, seedSeconds: Math.round(seedSeconds) },
      })}`,
    );
    return errors === 0 && results === attempts.length ? 0 : 1;
  } finally {
    await app.close();
    await database.drop();
  }
}

process.exit(await main());
