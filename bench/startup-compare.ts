/**
 * One-off comparison for decision 148: the server as it started before (its TypeScript, the
 * resolve hook, a filled compile cache, V8's semi-space flag) against the esbuild bundle with and
 * without what remains of those, started in turn (A, B, C, D, A, B…) so a loaded machine slows
 * each alike. Per start: ms to the first healthy /api/health, the first signed-in read
 * (/api/xp/balance), the next /api/health, and RSS after 3 s idle (the job queue has loaded); and
 * the CPU time the process had used when healthy, which a loaded machine moves far less.
 * Run: node apps/server/src/cli/bundle.ts && node bench/startup-compare.ts [rounds]
 * (DATABASE_URL=postgres://… adds the PostgreSQL rounds on a scratch database).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fillCompileCacheInChild } from '../apps/server/src/fill-compile-cache.ts';
import { seedSignedInSession } from '../apps/server/test/helpers/signed-in-session.ts';
import { seedSignedInUser } from '../e2e/helpers/seed-session.ts';
import { freePort, median, repoRoot } from './lib/server-process.ts';

interface Mode {
  name: string;
  args: string[];
  env: Record<string, string>;
}

const source = path.join(repoRoot, 'apps/server/src/server.ts');
const bundle = path.join(repoRoot, 'apps/server/dist/server.js');
const sourceCache = path.join(os.tmpdir(), 'node-compile-cache');
const bundleCache = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bundle-cache-'));
const modes: Mode[] = [
  { name: 'today (source + hook + cache + flag)', args: ['--max-semi-space-size=4', source], env: {} },
  { name: 'bundle', args: [bundle], env: {} },
  { name: 'bundle + flag', args: ['--max-semi-space-size=4', bundle], env: {} },
  {
    name: 'bundle + cache + flag',
    args: ['--max-semi-space-size=4', bundle],
    env: { NODE_COMPILE_CACHE: bundleCache },
  },
];

interface Run {
  startMs: number;
  /** CPU time (user + system, all threads) the process had used when first healthy. */
  cpuMs: number;
  readMs: number;
  healthMs: number;
  rssMb: number;
}

async function timed(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const reply = await fetch(url, cookie ? { headers: { cookie } } : {});
  await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`${url}: ${reply.status}`);
  return performance.now() - started;
}

/** utime + stime from /proc/<pid>/stat, in ms (clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startOnce(mode: Mode, env: Record<string, string>, cookie: string, email: string): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const { NODE_COMPILE_CACHE: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, mode.args, {
    env: {
      ...inherited,
      // Today's launchers set the compile cache (decision 064); the bundle modes only when asked.
      ...(mode.name.startsWith('today') ? { NODE_COMPILE_CACHE: sourceCache } : {}),
      ...mode.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode.name}: the server exited during start`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not yet listening
      }
      if (performance.now() - started > 180_000) throw new Error('not healthy in 180 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const startMs = performance.now() - started;
    const cpuMs = processCpuMs(child.pid!);
    const readMs = await timed(`${url}/api/xp/balance?email=${encodeURIComponent(email)}`, cookie);
    const healthMs = await timed(`${url}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    return { startMs, cpuMs, readMs, healthMs, rssMb };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function compare(label: string, env: Record<string, string>, cookie: string, email: string, rounds: number) {
  // One start of each first: creates or migrates the database, warms the page cache and fills
  // the bundle's compile cache; not counted.
  for (const mode of modes) await startOnce(mode, env, cookie, email);
  const runs = new Map<string, Run[]>(modes.map((mode) => [mode.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const mode of modes) {
      const run = await startOnce(mode, env, cookie, email);
      runs.get(mode.name)!.push(run);
      console.info(
        `${label} round ${round + 1} ${mode.name}: start ${Math.round(run.startMs)} ms, CPU ${run.cpuMs} ms, read ${Math.round(run.readMs)} ms, health ${run.healthMs.toFixed(1)} ms, RSS ${Math.round(run.rssMb)} MB`,
      );
    }
  }
  const rows = [...runs].map(([name, list]) => {
    const pick = (key: keyof Run) => list.map((run) => run[key]);
    const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
    return `| ${label} | ${name} | ${Math.round(median(pick('startMs')))} (${range(pick('startMs'))}) | ${Math.round(median(pick('cpuMs')))} (${range(pick('cpuMs'))}) | ${Math.round(median(pick('readMs')))} | ${median(pick('healthMs')).toFixed(1)} | ${Math.round(median(pick('rssMb')))} (${range(pick('rssMb'))}) |`;
  });
  return rows;
}

const rounds = Number(process.argv[2] ?? 7);
if (fillCompileCacheInChild(['ignore', 'ignore', 'inherit']) !== 0) throw new Error('compile cache fill failed');
const table = [
  '| database | start | start to healthy, ms | CPU to healthy, ms | first read, ms | next health, ms | RSS idle, MB |',
];
table.push('|---|---|---|---|---|---|---|');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-compare-'));
try {
  const { createPglite, wrapPglite } = await import('../apps/server/src/db/pglite.ts');
  const client = await createPglite({ dataDir });
  await wrapPglite(client).migrate();
  await client.close();
  const seeded = await seedSignedInUser(dataDir);
  const cookie = `${seeded.cookie.name}=${seeded.cookie.value}`;
  table.push(...(await compare('embedded', { DATABASE_URL: '', DATA_DIR: dataDir }, cookie, seeded.email, rounds)));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `medsutra_compare_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-compare-pg-'));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: pgDataDir,
    CHATBASE_IDENTITY_SECRET: 'bench-secret-0123456789',
  };
  try {
    // The first start migrates; then a user and a session to read with.
    const email = 'asha@example.com';
    await startOnce(modes[0]!, env, '', email).catch(() => undefined);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const inserted = await client.query<{ id: string }>(
      'insert into users (email, full_name) values ($1, $2) returning id',
      [email, 'Asha Rao'],
    );
    const { cookie } = await seedSignedInSession(client, inserted.rows[0]!.id);
    await client.end();
    table.push(...(await compare('PostgreSQL', env, cookie, email, rounds)));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(pgDataDir, { recursive: true, force: true });
  }
}
fs.rmSync(bundleCache, { recursive: true, force: true });
console.info(`\nMedians of ${rounds} interleaved rounds (min–max):\n${table.join('\n')}`);
