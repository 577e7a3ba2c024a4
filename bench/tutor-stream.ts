import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tutorMessagesPath } from '@medsutra/contract/tutor/api';
import { buildApp } from '../apps/server/src/app.ts';
import { createPglite, wrapPglite } from '../apps/server/src/db/pglite.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import { chunk, startFakeChatServer } from '../apps/server/test/helpers/fake-chat-server.ts';
import { benchConfig } from './lib/bench-config.ts';
import { signedInUser } from './lib/bench-user.ts';
import { percentile, round1 } from './lib/stats.ts';
import { writeResult } from './report.ts';

const RUNS = Number(process.env.BENCH_TUTOR_RUNS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_TUTOR_CONCURRENCY ?? 8);
const FIRST_TOKEN_MS = Number(process.env.BENCH_MODEL_FIRST_TOKEN_MS ?? 50);
const LIBRARY_ROOT = path.resolve(import.meta.dirname, '..', 'content', 'library');
const QUESTIONS = [
  'What is the first-line treatment of DKA?',
  'How is myocardial infarction diagnosed?',
  'What causes nephrotic syndrome in children?',
  'Management of acute asthma',
  'Features of heart failure',
];
const ANSWER = 'Start with intravenous 0.9% saline [1]. Then an insulin infusion once potassium is known [1]. '.repeat(
  3,
);

/** Reads a response until its first streamed text; then to the end. Times from `start`. */
async function timeStream(response: Response, start: number, firstMarker: string) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let first = 0;
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
    if (!first && seen.includes(firstMarker)) first = performance.now() - start;
  }
  return { first, total: performance.now() - start, body: seen };
}

async function main() {
  const model = await startFakeChatServer(() => ({
    delayMs: FIRST_TOKEN_MS,
    eventDelayMs: 10,
    events: ANSWER.split(/(?<= )/).map((part) => chunk(part)),
  }));
  const handle = wrapPglite(await createPglite());
  await handle.migrate();
  await importRepositoryLibrary({ db: handle.db, root: LIBRARY_ROOT, logger: { info() {}, warn() {} } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-tutor-'));
  const config = benchConfig({
    DATA_DIR: dataDir,
    AI_BASE_URL: model.baseURL,
    AI_API_KEY: 'sk-bench',
    AI_MODEL: 'bench-model',
    AI_MAX_RETRIES: '0',
    RATE_LIMIT_TUTOR_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, database: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  let cookie = (await signedInUser(handle.db)).cookie;
  let sent = 0;
  async function throughServer(index: number) {
    // A fresh student every 25 messages keeps clear of the Free plan's 30 a day.
    if (sent++ % 25 === 24) cookie = (await signedInUser(handle.db)).cookie;
    const mine = cookie;
    const created = await fetch(`${base}/api/chat/threads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: mine },
      body: '{}',
    });
    const { threadId } = (await created.json()) as { threadId: string };
    const start = performance.now();
    const response = await fetch(`${base}${tutorMessagesPath(threadId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: mine },
      body: JSON.stringify({ content: QUESTIONS[index % QUESTIONS.length] }),
    });
    if (response.status !== 200) throw new Error(`the tutor answered ${response.status}: ${await response.text()}`);
    const timed = await timeStream(response, start, 'event: delta');
    if (!timed.body.includes('event: done')) throw new Error('the stream ended without its answer');
    return timed;
  }
  async function direct() {
    const start = performance.now();
    const response = await fetch(`${model.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'x' }] }),
    });
    return timeStream(response, start, 'data: ');
  }

  // Warm up (the SDK's first import, the first queries' plans).
  for (let i = 0; i < 3; i++) await throughServer(i);

  const serial = { server: [] as { first: number; total: number }[], direct: [] as { first: number; total: number }[] };
  for (let i = 0; i < RUNS; i++) {
    serial.server.push(await throughServer(i));
    serial.direct.push(await direct());
  }
  const concurrent: { first: number; total: number }[] = [];
  for (let round = 0; round < Math.ceil(RUNS / CONCURRENCY); round++) {
    // Each at-once message gets its own student, so they do not share a daily count.
    const cookies = await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => (await signedInUser(handle.db)).cookie),
    );
    concurrent.push(
      ...(await Promise.all(
        cookies.map(async (own, i) => {
          cookie = own;
          sent = 1;
          return throughServer(round * CONCURRENCY + i);
        }),
      )),
    );
  }

  const row = (label: string, values: { first: number; total: number }[]) => [
    label,
    values.length,
    round1(
      percentile(
        values.map((v) => v.first),
        50,
      ),
    ),
    round1(
      percentile(
        values.map((v) => v.first),
        99,
      ),
    ),
    round1(Math.max(...values.map((v) => v.first))),
    round1(
      percentile(
        values.map((v) => v.total),
        50,
      ),
    ),
  ];
  const table = {
    title: `Time to first streamed token (ms), local model: first token after ${FIRST_TOKEN_MS} ms`,
    columns: ['path', 'answers', 'first token p50', 'first token p99', 'first token max', 'whole answer p50'],
    rows: [
      row('model server directly', serial.direct),
      row('through the server, one at a time', serial.server),
      row(`through the server, ${CONCURRENCY} at once`, concurrent),
    ],
  };
  const overhead =
    percentile(
      serial.server.map((v) => v.first),
      50,
    ) -
    percentile(
      serial.direct.map((v) => v.first),
      50,
    );
  const notes = [
    `The server adds about ${round1(overhead)} ms at p50 before the first token (count, retrieval over the whole library, prompt, SDK).`,
    'Embedded PGlite in memory; the whole repository library imported.',
  ];
  console.info(table.title);
  for (const r of table.rows) console.info(r.join(' | '));
  for (const note of notes) console.info(note);
  writeResult({ name: 'tutor-stream', tables: [table], notes, data: { serial, concurrent } });

  await app.close();
  await model.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
