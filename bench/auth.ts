/**
 * Accounts: sign-ins per second (argon2id at 19 MiB, t=2, p=1 dominates) and the p50/p99 latency
 * of GET /api/user/auth-status with a session, against the production server process on
 * 127.0.0.1 with a temporary DATA_DIR (embedded database). The sign-in loop is a bounded
 * concurrent fetch loop; auth-status goes through autocannon like the other API benches.
 * Run: node bench/auth.ts   Settings: BENCH_DURATION (seconds, 5), BENCH_CONNECTIONS (10),
 * BENCH_SIGNIN_CONCURRENCY (8), BENCH_SIGNIN_MAX (2000).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { runLoad } from './lib/load.ts';
import { startSeededServer } from './lib/seeded-server.ts';
import { percentile, round1 } from './lib/stats.ts';
import { writeResult } from './report.ts';

const durationSeconds = Number(process.env.BENCH_DURATION || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const signInConcurrency = Number(process.env.BENCH_SIGNIN_CONCURRENCY || 8);
const signInMax = Number(process.env.BENCH_SIGNIN_MAX || 2000);
const PASSWORD = 'Bench password 9!';

async function json(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const seeded = await startSeededServer({
  // The bench signs in thousands of times from one address: lift the per-address limit.
  env: { RATE_LIMIT_SIGNIN_PER_15_MINUTES: '10000000', RATE_LIMIT_SIGNUP_PER_HOUR: '10000' },
});
const base = seeded.server.url;
try {
  // A few accounts, each signing in again and again on its own device.
  const accounts = await Promise.all(
    Array.from({ length: 4 }, async (_, i) => {
      const email = `bench.signin.${i}.${crypto.randomBytes(3).toString('hex')}@example.com`;
      const deviceFingerprint = `DEVICE_${crypto.createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
      const reply = await json(`${base}/api/auth/signup`, {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        fullName: `Bench ${i}`,
        deviceFingerprint,
      });
      if (reply.status !== 201) throw new Error(`sign-up answered ${reply.status}: ${await reply.text()}`);
      return { email, deviceFingerprint };
    }),
  );

  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const deadline = performance.now() + durationSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: signInConcurrency }, async (_, worker) => {
      while (performance.now() < deadline && issued < signInMax) {
        const account = accounts[(issued++ + worker) % accounts.length]!;
        const t0 = performance.now();
        const reply = await json(
          `${base}/api/auth/login`,
          { email: account.email, password: PASSWORD, deviceFingerprint: account.deviceFingerprint },
          { 'x-device-fingerprint': account.deviceFingerprint },
        );
        await reply.arrayBuffer();
        if (reply.status === 200) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const signIns = {
    signInsPerSecond: round1(latencies.length / elapsedSeconds),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    completed: latencies.length,
    failures,
  };
  console.info(
    `sign-in: ${signIns.signInsPerSecond}/s over ${round1(elapsedSeconds)} s (${signIns.completed} ok, ${failures} failed), p50 ${signIns.p50Ms} ms, p99 ${signIns.p99Ms} ms`,
  );

  const statusUrl = `${base}/api/user/auth-status`;
  const headers = { cookie: seeded.cookie };
  const probe = await (await fetch(statusUrl, { headers })).json();
  if (!probe.authenticated) throw new Error('the seeded session is not signed in');
  await runLoad(statusUrl, { connections, durationSeconds: 1, headers });
  const status = await runLoad(statusUrl, { connections, durationSeconds, headers });
  console.info(
    `auth-status (signed in): ${status.requestsPerSecond} req/s, p50 ${status.p50Ms} ms, p99 ${status.p99Ms} ms${status.failures ? `, ${status.failures} failures` : ''}`,
  );

  const cores = os.availableParallelism();
  writeResult({
    name: 'auth',
    tables: [
      {
        title: `Accounts on ${cores} cores (embedded database)`,
        columns: ['measure', 'per second', 'p50 ms', 'p99 ms', 'failures'],
        rows: [
          [
            `sign-in (${signInConcurrency} concurrent)`,
            signIns.signInsPerSecond,
            signIns.p50Ms,
            signIns.p99Ms,
            failures,
          ],
          [
            `auth-status with a session (${connections} connections)`,
            status.requestsPerSecond,
            status.p50Ms,
            status.p99Ms,
            status.failures,
          ],
        ],
      },
    ],
    notes: [
      'A sign-in is one argon2id verification (19 MiB, t=2, p=1) on the libuv thread pool plus one transaction (device lock, device touch, session insert); the hash dominates, so sign-ins per second scale with cores.',
      `Measured on a machine with ${cores} cores; other processes on it share them.`,
    ],
    data: { cores, signIns, authStatus: status },
  });
} finally {
  await seeded.stop();
}
