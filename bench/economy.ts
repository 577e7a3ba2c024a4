/**
 * The economy under load. Run: node bench/economy.ts (or npm run bench -- economy).
 *
 * 1. Spends per second on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL; a throwaway database is
 *    created on that server and dropped) with BENCH_CLIENTS parallel clients (default 50), then the
 *    anomaly check: no wallet below zero, every wallet equal to its ledger and to the spends that
 *    succeeded, and in every hot-wallet round exactly 2 of 50 spends of 100 on 250 coins.
 * 2. GET /api/med-coins/balance against GET /api/health in the same run, requests per second and
 *    their ratio, with the app in this process (PostgreSQL when configured, else in-memory PGlite).
 *
 * Benchmarks print figures; they never pass or fail on a timing. Anomalies exit 1.
 */
import crypto from 'node:crypto';
import { economyApiPaths } from '@medsutra/contract/economy/api';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database, DatabaseHandle } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { checkLedger } from '../apps/server/src/modules/economy/check-ledger.ts';
import { createEconomyService, type EconomyService } from '../apps/server/src/modules/economy/service.ts';
import { seedSignedInSession } from '../apps/server/test/helpers/signed-in-session.ts';
import { benchConfig } from './lib/bench-config.ts';
import { benchPostgresUrl, scratchDatabase, scratchPostgres } from './lib/scratch-database.ts';
import { percentile } from './lib/stats.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SPEND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 3);
const HTTP_CONCURRENCY = Number(process.env.BENCH_HTTP_CONCURRENCY ?? 32);
const WALLETS = 200;
const START_COINS = 1_000_000;
const SPEND = 10;
const HOT_ROUNDS = 20;

const postgresUrl = benchPostgresUrl;

async function createUsers(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `bench${index}.${crypto.randomBytes(4).toString('hex')}@example.com`,
        fullName: `Bench Student ${index}`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

async function benchSpends(db: Database, economy: EconomyService) {
  const wallets = await createUsers(db, WALLETS);
  for (const userId of wallets) {
    await economy.award({
      userId,
      coins: START_COINS,
      kind: 'admin',
      reason: 'Benchmark float',
      reference: 'bench',
      idempotencyKey: `bench-float:${userId}`,
    });
  }
  const succeededBy = new Map<string, number>();
  const latencies: number[] = [];
  let refused = 0;
  let failed = 0;
  let counter = 0;
  const end = performance.now() + SPEND_SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const userId = wallets[Math.floor(Math.random() * wallets.length)]!;
        const started = performance.now();
        try {
          await economy.spend({
            userId,
            coins: SPEND,
            kind: 'admin',
            reason: 'Benchmark spend',
            reference: 'bench',
            idempotencyKey: `bench:${counter++}`,
          });
          succeededBy.set(userId, (succeededBy.get(userId) ?? 0) + 1);
          latencies.push(performance.now() - started);
        } catch (error) {
          if ((error as Error).message === 'Insufficient Med Coins') refused++;
          else failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const spends = latencies.length;

  // Anomalies: every wallet must hold exactly its float less what succeeded.
  let anomalies = failed + refused;
  for (const userId of wallets) {
    const { coinBalance } = await economy.balances(userId);
    if (coinBalance !== START_COINS - SPEND * (succeededBy.get(userId) ?? 0) || coinBalance < 0) anomalies++;
  }

  // The hot wallet: 250 coins, CLIENTS parallel spends of 100, exactly 2 may pass.
  let hotAnomalies = 0;
  const hotUsers = await createUsers(db, HOT_ROUNDS);
  for (const userId of hotUsers) {
    await economy.welcome({ userId });
    const outcomes = await Promise.allSettled(
      Array.from({ length: CLIENTS }, (_, index) =>
        economy.spend({
          userId,
          coins: 100,
          kind: 'admin',
          reason: 'Hot wallet',
          reference: 'bench',
          idempotencyKey: `hot:${userId}:${index}`,
        }),
      ),
    );
    const passed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const { coinBalance } = await economy.balances(userId);
    if (passed !== 2 || coinBalance !== 50) hotAnomalies++;
  }
  const ledgerMismatches = (await checkLedger(db)).length;
  return {
    clients: CLIENTS,
    seconds: Number(elapsed.toFixed(2)),
    spends,
    spendsPerSecond: Math.round(spends / elapsed),
    latencyMs: { p50: Number(percentile(latencies, 50).toFixed(1)), p99: Number(percentile(latencies, 99).toFixed(1)) },
    anomalies: anomalies + hotAnomalies + ledgerMismatches,
    detail: { walletAnomalies: anomalies, hotWalletRounds: HOT_ROUNDS, hotAnomalies, ledgerMismatches },
  };
}

async function load(url: () => string, headers: Record<string, string>, seconds: number) {
  let ok = 0;
  let notOk = 0;
  const end = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: HTTP_CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const reply = await fetch(url(), { headers });
        await reply.arrayBuffer();
        if (reply.ok) ok++;
        else notOk++;
      }
    }),
  );
  return { requestsPerSecond: ok / ((performance.now() - startedAt) / 1000), errors: notOk };
}

async function benchHttp(handle: DatabaseHandle) {
  const config = benchConfig();
  const app = await buildApp({ config, database: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const [user] = await handle.db
      .insert(users)
      .values({ email: `bench.http.${crypto.randomBytes(4).toString('hex')}@example.com`, fullName: 'Bench' })
      .returning({ id: users.id, email: users.email });
    const cookie = { cookie: (await seedSignedInSession(handle.db, user!.id, { expiresInDays: 1 })).cookie };
    let tick = 0;
    const health = () => `${base}/api/health`;
    const balance = () => `${base}${economyApiPaths.medCoinsBalance}?email=${user!.email}&_t=${tick++}`;
    await load(health, {}, 1);
    await load(balance, cookie, 1);
    // Interleaved rounds, so drift in the machine's load falls on both alike.
    const rounds = { health: [] as number[], balance: [] as number[] };
    let errors = 0;
    for (let round = 0; round < 2; round++) {
      const h = await load(health, {}, HTTP_SECONDS);
      const b = await load(balance, cookie, HTTP_SECONDS);
      rounds.health.push(h.requestsPerSecond);
      rounds.balance.push(b.requestsPerSecond);
      errors += h.errors + b.errors;
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      database: handle.kind,
      concurrency: HTTP_CONCURRENCY,
      healthPerSecond: Math.round(mean(rounds.health)),
      balancePerSecond: Math.round(mean(rounds.balance)),
      ratio: Number((mean(rounds.balance) / mean(rounds.health)).toFixed(2)),
      errors,
    };
  } finally {
    await app.close();
  }
}

async function main(): Promise<number> {
  let anomalies = 0;
  if (postgresUrl) {
    const spendsDb = await scratchPostgres(postgresUrl, CLIENTS);
    try {
      const economy = createEconomyService({ db: spendsDb.handle.db });
      const spends = await benchSpends(spendsDb.handle.db, economy);
      anomalies += spends.anomalies;
      console.info(
        `spends on PostgreSQL: ${spends.spendsPerSecond} spends/s with ${spends.clients} parallel clients ` +
          `(${spends.spends} in ${spends.seconds} s; p50 ${spends.latencyMs.p50} ms, p99 ${spends.latencyMs.p99} ms)`,
      );
      console.info(
        `anomalies: ${spends.anomalies} (wallets off: ${spends.detail.walletAnomalies}; hot-wallet rounds ` +
          `not exactly 2 of ${CLIENTS}: ${spends.detail.hotAnomalies} of ${spends.detail.hotWalletRounds}; ` +
          `ledger mismatches: ${spends.detail.ledgerMismatches})`,
      );
    } finally {
      await spendsDb.drop();
    }
  } else {
    console.info('spends on PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to run it)');
  }

  const httpDb = await scratchDatabase(postgresUrl, 10);
  try {
    const http = await benchHttp(httpDb.handle);
    console.info(
      `balance call vs /api/health (${http.database}, ${http.concurrency} concurrent): ` +
        `${http.balancePerSecond} req/s vs ${http.healthPerSecond} req/s, ratio ${http.ratio}` +
        (http.errors ? `; ${http.errors} non-2xx replies` : ''),
    );
    if (http.errors) anomalies++;
  } finally {
    await httpDb.drop();
  }
  return anomalies === 0 ? 0 : 1;
}

process.exit(await main());
