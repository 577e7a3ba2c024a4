/**
 * Test answer saves per second against /api/health in the same run. Run: node bench/mcq-answers.ts
 * (or npm run bench -- mcq-answers).
 *
 * The app runs in this process on the whole library (content/library): in-memory PGlite, or a
 * throwaway PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL is set. Each of
 * BENCH_HTTP_CONCURRENCY clients (32) is its own student with a NEET PG test (200 questions) and
 * saves one answer per request (PUT /api/tests/{id}/answers: a random question and option, a new
 * answer id, a growing sequence), the call the exam screen makes on every tap. Rounds of health
 * and saves are interleaved so drift in the machine's load falls on both alike. The per-address
 * rate limit on saves is lifted for the run (all clients share 127.0.0.1).
 *
 * Figures only; non-2xx replies are reported and make the run exit 1.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { TestReply } from '@medsutra/contract/mcq/tests-api';
import { buildApp } from '../apps/server/src/app.ts';
import { sessions, users } from '../apps/server/src/db/schema.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import { hashSessionToken } from '../apps/server/src/modules/sessions/token.ts';
import { benchConfig } from './lib/bench-config.ts';
import { benchPostgresUrl, scratchDatabase } from './lib/scratch-database.ts';
import { writeResult } from './report.ts';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_HTTP_CONCURRENCY ?? 32);
const ROUNDS = 2;
const postgresUrl = benchPostgresUrl;
const libraryRoot = path.resolve(import.meta.dirname, '..', 'content', 'library');

async function load(request: (client: number) => Promise<Response>, seconds: number) {
  let ok = 0;
  let notOk = 0;
  const end = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (performance.now() < end) {
        const reply = await request(client);
        await reply.arrayBuffer();
        if (reply.ok) ok++;
        else notOk++;
      }
    }),
  );
  return { perSecond: ok / ((performance.now() - startedAt) / 1000), errors: notOk };
}

async function main(): Promise<number> {
  const database = await scratchDatabase(postgresUrl);
  const { handle } = database;
  await importRepositoryLibrary({ db: handle.db, root: libraryRoot, logger: { info() {}, warn() {} } });
  const config = benchConfig({
    RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE: '100000000',
    RATE_LIMIT_MCQ_TESTS_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, database: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // One student, session and NEET PG test per client.
    const students: { headers: Record<string, string>; test: TestReply; sequence: number }[] = [];
    for (let index = 0; index < CONCURRENCY; index++) {
      const [user] = await handle.db
        .insert(users)
        .values({ email: `bench.mcq.${index}.${crypto.randomBytes(4).toString('hex')}@example.com`, fullName: 'Bench' })
        .returning({ id: users.id });
      const token = crypto.randomBytes(32).toString('base64url');
      await handle.db.insert(sessions).values({
        tokenHash: hashSessionToken(token),
        userId: user!.id,
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      const headers = { cookie: `medsutra_session=${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${base}/api/tests`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ pattern: 'neet-pg' }),
      });
      if (created.status !== 201)
        throw new Error(`creating a test answered ${created.status}: ${await created.text()}`);
      const test = (await created.json()) as TestReply;
      students.push({ headers, test, sequence: 0 });
    }
    const health = () => fetch(`${base}/api/health`);
    const save = (client: number) => {
      const student = students[client]!;
      const question = student.test.questions[Math.floor(Math.random() * student.test.questions.length)]!;
      const option = question.options[Math.floor(Math.random() * question.options.length)]!;
      student.sequence += 1;
      return fetch(`${base}/api/tests/${student.test.testId}/answers`, {
        method: 'PUT',
        headers: student.headers,
        body: JSON.stringify({
          answers: [
            { answerId: crypto.randomUUID(), questionId: question.id, choice: option.id, sequence: student.sequence },
          ],
        }),
      });
    };
    await load(health, 1);
    await load(save, 1);
    const rounds = { health: [] as number[], saves: [] as number[] };
    let errors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const h = await load(health, SECONDS);
      const s = await load(save, SECONDS);
      rounds.health.push(h.perSecond);
      rounds.saves.push(s.perSecond);
      errors += h.errors + s.errors;
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const figures = {
      database: handle.kind,
      concurrency: CONCURRENCY,
      healthPerSecond: Math.round(mean(rounds.health)),
      savesPerSecond: Math.round(mean(rounds.saves)),
      ratio: Number((mean(rounds.saves) / mean(rounds.health)).toFixed(2)),
      errors,
    };
    console.info(
      `test answer saves vs /api/health (${figures.database}, ${CONCURRENCY} concurrent): ` +
        `${figures.savesPerSecond} saves/s vs ${figures.healthPerSecond} req/s, ratio ${figures.ratio}` +
        (errors ? `; ${errors} non-2xx replies` : ''),
    );
    console.info(
      `\n${writeResult({
        name: 'mcq-answers',
        tables: [
          {
            title: 'Test answer saves (PUT /api/tests/{id}/answers) against /api/health, same run',
            columns: ['database', 'clients', 'health (req/s)', 'answer saves (req/s)', 'ratio', 'non-2xx'],
            rows: [
              [
                figures.database,
                CONCURRENCY,
                figures.healthPerSecond,
                figures.savesPerSecond,
                figures.ratio,
                figures.errors,
              ],
            ],
          },
        ],
        notes: [
          `Each client is a student with a NEET PG test; one answer per save; ${ROUNDS} interleaved rounds of ${SECONDS} s each.`,
          'The app runs in the benchmark process on the whole library; the saves rate limit is lifted for the run.',
        ],
        data: { ...figures, rounds },
      })}`,
    );
    return errors === 0 ? 0 : 1;
  } finally {
    await app.close();
    await database.drop();
  }
}

process.exit(await main());
