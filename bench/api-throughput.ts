/**
 * API throughput and latency against the production server process on 127.0.0.1 (autocannon,
 * 10 connections, 5 s per endpoint after a 1 s warm-up): /api/health is the baseline, and every
 * other endpoint is also given as a ratio to it, measured in the same run: to /api/health measured
 * again just before that endpoint (2 s), so that a machine that slows or speeds up during the run
 * (other work on a shared host) moves both sides of a ratio alike. Endpoints that do not
 * exist yet are skipped with a note. Runs on the embedded database, then on PostgreSQL when
 * DATABASE_URL is set (in a scratch database beside it). Also: start to healthy, RSS 2 s after
 * start, at idle (10 s after start, once V8 has collected the start's garbage) and under load.
 * Run: node bench/api-throughput.ts
 * Settings: BENCH_DURATION (seconds, 5), BENCH_CONNECTIONS (10).
 */
import { apiMessages } from '@medsutra/contract/http/messages';
import { runLoad } from './lib/load.ts';
import { type SeededServer, startSeededServer } from './lib/seeded-server.ts';
import { type Cell, type ResultTable, writeResult } from './report.ts';

const durationSeconds = Number(process.env.BENCH_DURATION || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const warmUpSeconds = 1;
const adjacentBaselineSeconds = 2;
const IDLE_SETTLE_MS = 10_000;

interface Endpoint {
  name: string;
  path: (email: string) => string;
  signedIn: boolean;
  /** Called once before the endpoint is measured (for example to load the documentation). */
  prepare?: (seeded: SeededServer) => Promise<void>;
}

const enc = encodeURIComponent;
const ENDPOINTS: Endpoint[] = [
  { name: 'health (baseline)', path: () => '/api/health', signedIn: false },
  { name: 'auth-status', path: () => '/api/user/auth-status', signedIn: true },
  // A page carries the auth status of its cookie (docs/decisions/009): a signed-in page costs a lookup.
  { name: 'page /login, signed out', path: () => '/login', signedIn: false },
  { name: 'page /dashboard, signed in', path: () => '/dashboard', signedIn: true },
  { name: 'med-coins balance', path: (email) => `/api/med-coins/balance?email=${enc(email)}`, signedIn: true },
  { name: 'xp balance', path: (email) => `/api/xp/balance?email=${enc(email)}`, signedIn: true },
  { name: 'mindmap list', path: (email) => `/api/mindmaps/${enc(email)}`, signedIn: true },
  {
    name: 'documentation search',
    path: () => '/api/documentation/search?q=heart',
    signedIn: true,
    async prepare(seeded) {
      // Load the hub's documents so that the search has something to search.
      const reply = await fetch(`${seeded.server.url}/api/documentation/initialize`, {
        method: 'POST',
        headers: { cookie: seeded.cookie, 'content-type': 'application/json', origin: seeded.server.url },
        body: '{}',
      });
      if (!reply.ok) console.warn(`documentation initialize answered ${reply.status}; searching an empty hub`);
    },
  },
];

interface EndpointFigures {
  endpoint: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToBaseline: number;
  /** /api/health's req/s measured just before this endpoint (the ratio's denominator). */
  adjacentBaselineRps: number;
  failures: number;
  statusCodes: Record<string, number>;
  peakRssMb: number;
}

interface DatabaseRun {
  database: 'embedded' | 'postgresql';
  msToHealthy: number;
  /** RSS 2 s after start (and the seeding): the start's garbage not yet collected. */
  rssAfterStartMb: number;
  /** RSS once the process has been idle for IDLE_SETTLE_MS, after V8's memory reducer has run. */
  idleRssMb: number;
  peakRssUnderLoadMb: number;
  endpoints: EndpointFigures[];
  skipped: { endpoint: string; reason: string }[];
}

/** Why an endpoint cannot be measured now, or null when it answers 2xx. */
async function probe(url: string, headers: Record<string, string>): Promise<string | null> {
  const reply = await fetch(url, { headers });
  if (reply.ok) return null;
  const body = (await reply.json().catch(() => ({}))) as { message?: string };
  if (reply.status === 404 && body.message === apiMessages.notFound) return 'not built yet (404)';
  return `answers ${reply.status}: ${body.message ?? 'no message'}`;
}

async function benchDatabase(databaseUrl?: string): Promise<DatabaseRun> {
  const seeded = await startSeededServer({ databaseUrl });
  const { server } = seeded;
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfterStartMb = server.rssMb();
    // Idle means settled: V8's memory reducer collects the start's garbage a few seconds after
    // allocation stops (RSS fell by ~15-20 MB between 4 and 6 s after start on PostgreSQL).
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS - 2000));
    const idleRssMb = server.rssMb();
    const endpoints: EndpointFigures[] = [];
    const skipped: DatabaseRun['skipped'] = [];
    let baselineUrl = '';
    for (const endpoint of ENDPOINTS) {
      const url = `${server.url}${endpoint.path(seeded.email)}`;
      const headers: Record<string, string> = endpoint.signedIn ? { cookie: seeded.cookie } : {};
      await endpoint.prepare?.(seeded).catch(() => {});
      const reason = await probe(url, headers);
      if (reason) {
        skipped.push({ endpoint: endpoint.name, reason });
        console.info(`  skipped ${endpoint.name}: ${reason}`);
        continue;
      }
      // The baseline again, next to this endpoint (the first endpoint is the baseline itself).
      const adjacentBaseline = baselineUrl
        ? (await runLoad(baselineUrl, { connections, durationSeconds: adjacentBaselineSeconds })).requestsPerSecond
        : 0;
      await runLoad(url, { connections, durationSeconds: warmUpSeconds, headers });
      let peakRssMb = 0;
      const sampler = setInterval(() => {
        peakRssMb = Math.max(peakRssMb, server.rssMb());
      }, 200);
      const load = await runLoad(url, { connections, durationSeconds, headers }).finally(() => clearInterval(sampler));
      if (!baselineUrl) baselineUrl = url;
      const denominator = adjacentBaseline || load.requestsPerSecond;
      const figures: EndpointFigures = {
        endpoint: endpoint.name,
        path: endpoint.path('{email}'),
        ...load,
        adjacentBaselineRps: denominator,
        ratioToBaseline: +(load.requestsPerSecond / denominator).toFixed(2),
        peakRssMb: Math.round(peakRssMb),
      };
      endpoints.push(figures);
      console.info(
        `  ${endpoint.name}: ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ×${figures.ratioToBaseline} (health just before: ${denominator} req/s)${load.failures ? `, ${load.failures} non-2xx/errors` : ''}`,
      );
    }
    return {
      database: seeded.database,
      msToHealthy: Math.round(server.msToHealthy),
      rssAfterStartMb: Math.round(rssAfterStartMb),
      idleRssMb: Math.round(idleRssMb),
      peakRssUnderLoadMb: Math.max(0, ...endpoints.map((e) => e.peakRssMb)),
      endpoints,
      skipped,
    };
  } finally {
    await seeded.stop();
  }
}

function throughputTables(runs: DatabaseRun[]): ResultTable[] {
  const tables: ResultTable[] = runs.map((run) => ({
    title: `API throughput, ${run.database} database (${connections} connections, ${durationSeconds} s each)`,
    columns: [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'health just before, req/s',
      '× baseline',
      'non-2xx',
      'peak RSS MB',
    ],
    rows: run.endpoints.map((e): Cell[] => [
      e.endpoint,
      e.requestsPerSecond,
      e.p50Ms,
      e.p99Ms,
      e.adjacentBaselineRps,
      e.ratioToBaseline,
      e.failures,
      e.peakRssMb,
    ]),
  }));
  tables.push({
    title: 'Server process during the throughput runs',
    columns: [
      'database',
      'start to healthy ms',
      'RSS 2 s after start MB',
      `RSS idle (${IDLE_SETTLE_MS / 1000} s) MB`,
      'RSS peak under load MB',
    ],
    rows: runs.map((run) => [
      run.database,
      run.msToHealthy,
      run.rssAfterStartMb,
      run.idleRssMb,
      run.peakRssUnderLoadMb,
    ]),
  });
  return tables;
}

if (import.meta.main) {
  const runs: DatabaseRun[] = [];
  const notes: string[] = [];
  console.info('embedded database (PGlite):');
  runs.push(await benchDatabase());
  if (process.env.DATABASE_URL) {
    console.info('PostgreSQL (DATABASE_URL):');
    runs.push(await benchDatabase(process.env.DATABASE_URL));
  } else {
    notes.push('PostgreSQL not measured: set DATABASE_URL to measure it too.');
  }
  for (const run of runs)
    for (const skip of run.skipped) notes.push(`${run.database}: skipped ${skip.endpoint}, ${skip.reason}.`);
  notes.push('Figures, not pass/fail: compare the ratios to the baseline between runs, not the raw numbers.');
  const markdown = writeResult({ name: 'api-throughput', tables: throughputTables(runs), notes, data: runs });
  console.info(`\n${markdown}`);
}
