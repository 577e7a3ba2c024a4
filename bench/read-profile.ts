/**
 * Where a signed-in read's time goes (issue #21, docs/decisions/064): the real server process runs
 * with `--cpu-prof` while autocannon asks it for the med-coins balance (or another small read), and the functions with the
 * most self time during the load are printed. On PostgreSQL when DATABASE_URL is set (a scratch
 * database beside it), otherwise on the embedded database. The .cpuprofile file is kept in
 * bench/results/ for Chrome's DevTools (Performance → Load profile) or speedscope.
 * Run: node bench/read-profile.ts. Settings: BENCH_DURATION (seconds, 5), BENCH_CONNECTIONS (10),
 * BENCH_PROFILE_READ (balance, the default; xp; auth-status).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runLoad } from './lib/load.ts';
import { startSeededServer } from './lib/seeded-server.ts';
import { resultsDir, writeResult } from './report.ts';

const durationSeconds = Number(process.env.BENCH_DURATION || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const TOP = 15;
const READS: Record<string, (email: string) => string> = {
  balance: (email) => `/api/med-coins/balance?email=${encodeURIComponent(email)}`,
  xp: (email) => `/api/xp/balance?email=${encodeURIComponent(email)}`,
  'auth-status': () => '/api/user/auth-status',
};
const readName = process.env.BENCH_PROFILE_READ || 'balance';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name, file, line) between two instants of the profile's clock (µs). */
function selfTimes(profile: CpuProfile, fromUs: number, untilUs: number) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > untilUs) return;
    const frame = frames.get(id);
    if (!frame) return;
    const file = frame.url.startsWith('node:') ? frame.url : frame.url.split('/').slice(-2).join('/');
    const key = `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
    total += delta;
  });
  const rows = [...byFunction.entries()].sort((a, b) => b[1] - a[1]);
  return { totalMs: total / 1000, rows: rows.map(([name, us]) => ({ name, ms: us / 1000, share: us / total })) };
}

if (import.meta.main) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const profileDir = fs.mkdtempSync(path.join(resultsDir, 'profile-'));
  const seeded = await startSeededServer({
    databaseUrl: process.env.DATABASE_URL || undefined,
    env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` },
  });
  const read = READS[readName];
  if (!read) throw new Error(`BENCH_PROFILE_READ: one of ${Object.keys(READS).join(', ')}`);
  const url = `${seeded.server.url}${read(seeded.email)}`;
  const headers = { cookie: seeded.cookie };
  let load: Awaited<ReturnType<typeof runLoad>>;
  let loadStartedAt: number;
  let loadEndedAt: number;
  let exitedAt: number;
  try {
    await runLoad(url, { connections, durationSeconds: 1, headers });
    loadStartedAt = Date.now();
    load = await runLoad(url, { connections, durationSeconds, headers });
    loadEndedAt = Date.now();
    // The profile is written as the process exits.
    await seeded.server.stop();
    exitedAt = Date.now();
  } finally {
    await seeded.stop();
  }
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the server wrote no profile in ${profileDir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  fs.renameSync(path.join(profileDir, file), path.join(resultsDir, `read-profile-${seeded.database}.cpuprofile`));
  fs.rmSync(profileDir, { recursive: true, force: true });
  // The profile's clock is the server's own; the process was stopped right after the load, so the
  // load is the stretch that ends where the profile ends, less the shutdown.
  const untilUs = profile.endTime - (exitedAt - loadEndedAt) * 1000;
  const fromUs = untilUs - (loadEndedAt - loadStartedAt) * 1000;
  const times = selfTimes(profile, fromUs, untilUs);
  const markdown = writeResult({
    name: 'read-profile',
    tables: [
      {
        title: `Self time while ${read(seeded.email).split('?')[0]} is read, ${seeded.database} database (${connections} connections, ${durationSeconds} s, ${load.requestsPerSecond} req/s)`,
        columns: ['function', 'self ms', 'share'],
        rows: times.rows
          .slice(0, TOP)
          .map((row) => [row.name, Math.round(row.ms), `${(row.share * 100).toFixed(1)} %`]),
      },
    ],
    notes: [
      `${Math.round(times.totalMs)} ms of samples; "(idle)" is the process waiting, "writev" the socket writes (to the client and to PostgreSQL).`,
      `The whole profile: bench/results/read-profile-${seeded.database}.cpuprofile.`,
    ],
    data: { database: seeded.database, load, top: times.rows.slice(0, 50) },
  });
  console.info(markdown);
}
