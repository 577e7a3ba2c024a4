/**
 * The mindmap generator. Run: node bench/mindmaps.ts (or npm run bench -- mindmaps).
 *
 * 1. Generate → ready (and → PDF stored) with the offline provider, through the real route, the
 *    job queue (pg-boss on the same database) and the worker, at two polling intervals.
 * 2. PDF render time and size for a 60-node mindmap (first render in the process, then warm).
 * 4. A backlog: BENCH_BACKLOG mindmaps queued by an API-only process, then drained by one worker
 *    process (the default job settings, polling every 2 s): jobs finished per second.
 * 3. GET /api/mindmaps/{email} (a user with 20 mindmaps) in requests per second, against
 *    GET /api/health in the same run, with the app listening on 127.0.0.1 and a bounded pool of
 *    concurrent fetch loops.
 *
 * Embedded PGlite in memory by default; PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set
 * (a throwaway database, dropped afterwards). Benchmarks print figures; they never pass or fail
 * on a timing. A job that does not finish exits 1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countMindmapNodes, type MindmapTree, mindmapListPath } from '@medsutra/contract/mindmaps/api';
import { eq } from 'drizzle-orm';
import { buildOfflineMindmap } from '../apps/server/src/adapters/ai/offline-mindmap.ts';
import { buildApp } from '../apps/server/src/app.ts';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { mindmaps } from '../apps/server/src/db/schema.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import { renderMindmapPdf } from '../apps/server/src/modules/mindmaps/pdf.ts';
import { benchConfig } from './lib/bench-config.ts';
import { signedInUser } from './lib/bench-user.ts';
import { benchPostgresUrl, scratchDatabase } from './lib/scratch-database.ts';
import { percentile } from './lib/stats.ts';
import { writeResult } from './report.ts';

const JOBS_PER_INTERVAL = Number(process.env.BENCH_JOBS ?? 8);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 300);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 20);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 3);
const HTTP_CONCURRENCY = Number(process.env.BENCH_HTTP_CONCURRENCY ?? 32);
const postgresUrl = benchPostgresUrl;

const ms = (value: number) => Math.round(value);

const LIBRARY_ROOT = path.resolve(import.meta.dirname, '..', 'content', 'library');
const MEDICAL_TOPICS = [
  'Diabetic ketoacidosis',
  'Myocardial infarction',
  'Heart failure',
  'Cirrhosis',
  'Pre-eclampsia',
];
/** A distinct topic the library recognises as medical (the generator refuses others before charging). */
const medicalTopic = (index: number) => `${MEDICAL_TOPICS[index % MEDICAL_TOPICS.length]} ${index}`;

async function startApp(handle: DatabaseHandle, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-mindmaps-'));
  const config = benchConfig({
    DATA_DIR: dataDir,
    ...env,
  });
  // A topic must be medical before any coin is spent: the library is what says so offline.
  await importRepositoryLibrary({ db: handle.db, root: LIBRARY_ROOT, logger: { info() {}, warn() {} } });
  const app = await buildApp({ config, database: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    base,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** 1. generate → ready → PDF, one job at a time, timed from the request to each state. */
async function benchGeneration(handle: DatabaseHandle, pollMs: number) {
  const server = await startApp(handle, {
    JOBS_POLL_INTERVAL_MS: String(pollMs),
    RATE_LIMIT_MINDMAP_PER_MINUTE: '1000',
  });
  try {
    const user = await signedInUser(handle.db, 100 * JOBS_PER_INTERVAL);
    const toReady: number[] = [];
    const toPdf: number[] = [];
    const accept: number[] = [];
    for (let run = 0; run < JOBS_PER_INTERVAL; run++) {
      const started = performance.now();
      const reply = await fetch(`${server.base}/api/mindmap/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ topic: medicalTopic(run), userEmail: user.email }),
      });
      accept.push(performance.now() - started);
      if (reply.status !== 202) throw new Error(`generate answered ${reply.status}: ${await reply.text()}`);
      const { mindmapId } = (await reply.json()) as { mindmapId: string };
      let ready = 0;
      for (;;) {
        const [row] = await handle.db
          .select({ status: mindmaps.status, pdf: mindmaps.pdfFileKey })
          .from(mindmaps)
          .where(eq(mindmaps.id, mindmapId));
        if (row?.status === 'failed') throw new Error(`mindmap ${mindmapId} failed`);
        if (row?.status === 'ready' && !ready) ready = performance.now() - started;
        if (row?.pdf) {
          toPdf.push(performance.now() - started);
          break;
        }
        if (performance.now() - started > 60_000) throw new Error(`mindmap ${mindmapId} not done in 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      toReady.push(ready);
    }
    return {
      pollMs,
      jobs: JOBS_PER_INTERVAL,
      acceptMs: { p50: ms(percentile(accept, 50)), max: ms(Math.max(...accept)) },
      readyMs: { p50: ms(percentile(toReady, 50)), max: ms(Math.max(...toReady)) },
      pdfMs: { p50: ms(percentile(toPdf, 50)), max: ms(Math.max(...toPdf)) },
    };
  } finally {
    await server.close();
  }
}

/**
 * 4. A backlog drained by one worker: how many generate jobs (and PDF jobs) finish per second once
 *    a worker starts on a queue that already holds BACKLOG of them.
 */
async function benchBacklog(handle: DatabaseHandle) {
  const limits = { RATE_LIMIT_MINDMAP_PER_MINUTE: '100000', RATE_LIMIT_MINDMAP_PER_USER_PER_MINUTE: '100000' };
  const api = await startApp(handle, { ...limits, JOBS_ROLE: 'api' });
  const user = await signedInUser(handle.db, 100 * BACKLOG);
  const ids: string[] = [];
  try {
    for (let index = 0; index < BACKLOG; index++) {
      const reply = await fetch(`${api.base}/api/mindmap/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ topic: medicalTopic(index), userEmail: user.email }),
      });
      if (reply.status !== 202) throw new Error(`generate answered ${reply.status}: ${await reply.text()}`);
      ids.push(((await reply.json()) as { mindmapId: string }).mindmapId);
    }
  } finally {
    await api.close();
  }
  const count = async (column: 'ready' | 'pdf') => {
    const rows = await handle.db
      .select({ status: mindmaps.status, pdf: mindmaps.pdfFileKey })
      .from(mindmaps)
      .where(eq(mindmaps.userId, user.id));
    return rows.filter((row) => (column === 'ready' ? row.status === 'ready' : row.pdf)).length;
  };
  const started = performance.now();
  const worker = await startApp(handle, limits);
  try {
    let readyMs = 0;
    for (;;) {
      const ready = readyMs ? BACKLOG : await count('ready');
      if (ready === BACKLOG && !readyMs) readyMs = performance.now() - started;
      if (readyMs && (await count('pdf')) === BACKLOG) break;
      if (performance.now() - started > 600_000)
        throw new Error(`the backlog of ${BACKLOG} was not done in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const pdfMs = performance.now() - started;
    return {
      jobs: BACKLOG,
      readySeconds: Number((readyMs / 1000).toFixed(1)),
      generatePerSecond: Number((BACKLOG / (readyMs / 1000)).toFixed(1)),
      pdfSeconds: Number((pdfMs / 1000).toFixed(1)),
      pdfPerSecond: Number((BACKLOG / (pdfMs / 1000)).toFixed(1)),
    };
  } finally {
    await worker.close();
  }
}

/** A realistic 60-node tree: the topic, 7 branches, 28 points, 24 details. */
function sixtyNodeTree(): MindmapTree {
  const outline = buildOfflineMindmap('Acute coronary syndrome');
  let details = 24;
  const branches = outline.branches.slice(0, 7).map((branch, b) => ({
    label: branch.label,
    children: Array.from({ length: 4 }, (_, p) => {
      const count = Math.min(details, p % 2 === 0 ? 1 : 2);
      details -= count;
      return {
        label: `${branch.label}: key point ${p + 1} for the viva and the written paper`,
        children: Array.from({ length: count }, (_, d) => ({
          label: `Detail ${b + 1}.${p + 1}.${d + 1} (STEMI vs NSTEMI)`,
        })),
      };
    }),
  }));
  // Whatever the alternation left over goes on the last points.
  for (let i = branches.length - 1; details > 0; i--) {
    branches[i]!.children[3]!.children.push({ label: 'Extra detail' });
    details--;
  }
  return { topic: outline.topic, branches };
}

/** 2. Rendering alone, in this process. */
async function benchPdf() {
  const tree = sixtyNodeTree();
  const nodes = countMindmapNodes(tree);
  const input = { tree, source: 'offline' as const, model: null, createdAt: new Date() };
  let started = performance.now();
  const first = await renderMindmapPdf(input);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  let bytes = first.length;
  for (let run = 0; run < PDF_RUNS; run++) {
    started = performance.now();
    bytes = (await renderMindmapPdf(input)).length;
    times.push(performance.now() - started);
  }
  const pages = (first.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return {
    nodes,
    pages,
    bytes,
    firstMs: ms(firstMs),
    warmMs: { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)) },
  };
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  let ok = 0;
  let notOk = 0;
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: HTTP_CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const reply = await fetch(url, { headers });
        await reply.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (reply.ok) ok++;
        else notOk++;
      }
    }),
  );
  return {
    requestsPerSecond: ok / ((performance.now() - startedAt) / 1000),
    errors: notOk,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** 3. The list call under load, beside /api/health. */
async function benchList(handle: DatabaseHandle) {
  const server = await startApp(handle, { JOBS_ROLE: 'api' });
  try {
    const user = await signedInUser(handle.db, 0);
    const tree = buildOfflineMindmap('Listed topic');
    await handle.db.insert(mindmaps).values(
      Array.from({ length: 20 }, (_, index) => ({
        id: crypto.randomUUID(),
        userId: user.id,
        topic: `Listed topic ${index}`,
        status: 'ready' as const,
        source: 'offline' as const,
        tree,
        coinsSpent: 100,
        xpAwarded: 50,
        pdfFileKey: `mindmaps/${index}.pdf`,
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    );
    const list = `${server.base}${mindmapListPath(user.email)}`;
    const health = `${server.base}/api/health`;
    const headers = { cookie: user.cookie };
    await load(list, headers, 1);
    await load(health, {}, 1);
    const listRounds: Awaited<ReturnType<typeof load>>[] = [];
    const healthRounds: Awaited<ReturnType<typeof load>>[] = [];
    for (let round = 0; round < 2; round++) {
      listRounds.push(await load(list, headers, HTTP_SECONDS));
      healthRounds.push(await load(health, {}, HTTP_SECONDS));
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      concurrency: HTTP_CONCURRENCY,
      listPerSecond: Math.round(mean(listRounds.map((r) => r.requestsPerSecond))),
      listP50Ms: Number(mean(listRounds.map((r) => r.p50)).toFixed(1)),
      listP99Ms: Number(mean(listRounds.map((r) => r.p99)).toFixed(1)),
      healthPerSecond: Math.round(mean(healthRounds.map((r) => r.requestsPerSecond))),
      errors: [...listRounds, ...healthRounds].reduce((sum, r) => sum + r.errors, 0),
    };
  } finally {
    await server.close();
  }
}

async function main(): Promise<number> {
  const database = await scratchDatabase(postgresUrl);
  const kind = database.handle.kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL';
  try {
    const generation = [];
    for (const pollMs of [500, 2000]) {
      const result = await benchGeneration(database.handle, pollMs);
      generation.push(result);
      console.info(
        `generate → ready, offline provider, ${kind}, worker polling every ${pollMs} ms, ${result.jobs} jobs one at a time: ` +
          `accepted in p50 ${result.acceptMs.p50} ms; ready p50 ${result.readyMs.p50} ms (max ${result.readyMs.max}); ` +
          `PDF stored p50 ${result.pdfMs.p50} ms (max ${result.pdfMs.max})`,
      );
    }
    const backlog = await benchBacklog(database.handle);
    console.info(
      `backlog of ${backlog.jobs} mindmaps, offline provider, ${kind}, one worker process from its start: all ready in ${backlog.readySeconds} s ` +
        `(${backlog.generatePerSecond} generate jobs/s); all PDFs stored in ${backlog.pdfSeconds} s (${backlog.pdfPerSecond}/s)`,
    );
    const pdf = await benchPdf();
    console.info(
      `PDF of a ${pdf.nodes}-node mindmap: ${pdf.bytes} bytes, ${pdf.pages} A4 page(s); first render of this tree ${pdf.firstMs} ms ` +
        `(fonts already loaded by the jobs above), then p50 ${pdf.warmMs.p50} ms, p95 ${pdf.warmMs.p95} ms over ${PDF_RUNS} renders`,
    );
    const list = await benchList(database.handle);
    console.info(
      `GET /api/mindmaps/{email} (20 mindmaps, ${kind}, ${list.concurrency} concurrent): ${list.listPerSecond} req/s ` +
        `(p50 ${list.listP50Ms} ms, p99 ${list.listP99Ms} ms) vs /api/health ${list.healthPerSecond} req/s` +
        (list.errors ? `; ${list.errors} non-2xx replies` : ''),
    );
    writeResult({
      name: 'mindmaps',
      tables: [
        {
          title: `Generate → ready with the offline provider (${kind})`,
          columns: [
            'worker poll',
            'jobs',
            'accepted p50 (ms)',
            'ready p50 (ms)',
            'ready max (ms)',
            'PDF stored p50 (ms)',
          ],
          rows: generation.map((g) => [
            `${g.pollMs} ms`,
            g.jobs,
            g.acceptMs.p50,
            g.readyMs.p50,
            g.readyMs.max,
            g.pdfMs.p50,
          ]),
        },
        {
          title: `A backlog drained by one worker process (offline provider, ${kind}, default job settings)`,
          columns: ['jobs', 'all ready (s)', 'generate jobs/s', 'all PDFs stored (s)', 'PDF jobs/s'],
          rows: [
            [backlog.jobs, backlog.readySeconds, backlog.generatePerSecond, backlog.pdfSeconds, backlog.pdfPerSecond],
          ],
        },
        {
          title: 'PDF rendering',
          columns: ['nodes', 'bytes', 'pages', 'first render (ms)', 'warm p50 (ms)', 'warm p95 (ms)'],
          rows: [[pdf.nodes, pdf.bytes, pdf.pages, pdf.firstMs, pdf.warmMs.p50, pdf.warmMs.p95]],
        },
        {
          title: `Mindmap list call (${kind}, ${list.concurrency} concurrent)`,
          columns: ['list req/s', 'list p50 (ms)', 'list p99 (ms)', '/api/health req/s', 'errors'],
          rows: [[list.listPerSecond, list.listP50Ms, list.listP99Ms, list.healthPerSecond, list.errors]],
        },
      ],
      notes: [
        'Generation time is mostly the worker waiting for its next poll (pg-boss polls at most twice a second); the offline outline itself takes under a millisecond.',
        'A backlog is drained in batches: up to 16 generate and 4 PDF jobs at once per process, fetching again at once while batches come back full (docs/decisions, security hardening). Before that, jobs ran at about 1.1 a second.',
      ],
      data: { generation, backlog, pdf, list },
    });
    return list.errors ? 1 : 0;
  } finally {
    await database.drop();
  }
}

process.exit(await main());
