import { mindmapMessages, mindmapTreeSchema } from '@medsutra/contract/mindmaps/api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { completion, fakeChatProvider, startFakeChatServer } from '../../../test/helpers/fake-chat-server.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { fastJobsEnv, fundedUser, waitFor, waitForMindmap, walletOf } from '../../../test/helpers/mindmaps.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { createOfflineProvider } from '../../adapters/ai/offline.ts';
import { AiInvalidOutputError, type AiProvider } from '../../adapters/ai/provider.ts';
import { coinLedger } from '../../db/schema.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await useFixtureLibrary(database.handle.db);
});
afterAll(() => database.dispose());

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(ai: AiProvider, env: Record<string, string> = {}) {
  const app = await buildTestApp({ database, env: { ...fastJobsEnv(), ...env }, deps: { ai } });
  apps.push(app);
  return app;
}

async function generate(t: TestApp, user: { email: string; cookie: string }, topic: string): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/mindmap/generate',
    headers: { ...jsonHeaders, cookie: user.cookie },
    payload: { topic, userEmail: user.email },
  });
  expect(reply.statusCode).toBe(202);
  return reply.json().mindmapId;
}

/** A provider whose every call fails in the given way. */
function failingProvider(error: () => Error, calls: { count: number }): AiProvider {
  const offline = createOfflineProvider();
  return {
    ...offline,
    source: 'ai',
    async generateObject() {
      calls.count++;
      throw error();
    },
  };
}

describe('a failed job refunds', () => {
  it('fails and refunds when the provider gives up (invalid output), keeping the ledger balanced', async () => {
    const calls = { count: 0 };
    const t = await appWith(failingProvider(() => new AiInvalidOutputError('not the schema'), calls));
    const user = await fundedUser(database.handle.db, 250);
    const id = await generate(t, user, 'Heart failure');
    // The charge itself (150 left, 50 XP) may already be undone by the time we look: the job fails fast.
    const entries = await database.handle.db
      .select({ amount: coinLedger.amount, kind: coinLedger.kind })
      .from(coinLedger)
      .where(eq(coinLedger.userId, user.id));
    expect(entries.some((entry) => entry.kind === 'ai_spend' && entry.amount === -100)).toBe(true);

    const row = await waitForMindmap(database.handle.db, id, ['failed']);
    expect(row.failureReason).toBe(mindmapMessages.jobFailed);
    // The provider's answer is final: the queue does not try again.
    expect(calls.count).toBe(1);
    expect(await walletOf(database.handle.db, user.id)).toEqual({ coins: 250, xp: 0 });
    const refunds = await database.handle.db.select().from(coinLedger).where(eq(coinLedger.userId, user.id));
    expect(refunds.filter((entry) => entry.kind === 'ai_refund').map((entry) => entry.amount)).toEqual([100]);
    await expectLedgerBalanced(database.handle.db);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/mindmaps/${user.email}`,
      headers: { cookie: user.cookie },
    });
    expect(listed.json().mindmaps[0]).toMatchObject({
      id,
      status: 'failed',
      drive_pdf_url: '',
      failureReason: mindmapMessages.jobFailed,
    });
  });

  it('retries an unexpected error, then fails and refunds through the dead-letter queue', async () => {
    const calls = { count: 0 };
    const t = await appWith(failingProvider(() => new Error('connection reset by the database'), calls));
    const user = await fundedUser(database.handle.db, 100);
    const id = await generate(t, user, 'Thyroid storm');
    await waitForMindmap(database.handle.db, id, ['failed'], { timeoutMs: 20_000 });
    // The first attempt and two retries.
    expect(calls.count).toBe(3);
    expect(await walletOf(database.handle.db, user.id)).toEqual({ coins: 100, xp: 0 });
    await expectLedgerBalanced(database.handle.db);
  });

  it('fails and refunds when a real provider sends malformed output twice', async () => {
    const server = await startFakeChatServer(() => ({
      json: completion('{"topic": "Infective endocarditis", "branches": "lots"}'),
    }));
    try {
      const provider = fakeChatProvider(server, { timeoutMs: 2000 });
      const t = await appWith(provider);
      const user = await fundedUser(database.handle.db, 100);
      const id = await generate(t, user, 'Infective endocarditis');
      await waitForMindmap(database.handle.db, id, ['failed']);
      expect(server.requests).toHaveLength(2);
      expect(await walletOf(database.handle.db, user.id)).toEqual({ coins: 100, xp: 0 });
    } finally {
      await server.close();
    }
  });

  it('stores what a real provider wrote, marked as AI', async () => {
    const tree = {
      topic: 'Infective endocarditis',
      branches: [
        {
          label: 'Investigations',
          children: [{ label: 'Joint aspiration', children: [{ label: 'Negatively birefringent crystals' }] }],
        },
      ],
    };
    const server = await startFakeChatServer(() => ({ json: completion(JSON.stringify(tree), 'llama-3.3-70b') }));
    try {
      const provider = fakeChatProvider(server, { model: 'llama', timeoutMs: 2000 });
      const t = await appWith(provider);
      const user = await fundedUser(database.handle.db, 100);
      const id = await generate(t, user, 'Infective endocarditis');
      const row = await waitForMindmap(database.handle.db, id, ['ready'], { pdf: true });
      // The library has no notes on it to cite, so it is a general answer, labelled so.
      expect(row).toMatchObject({ source: 'ai', model: 'llama-3.3-70b', grounding: 'general', references: [] });
      expect(mindmapTreeSchema.parse(row.tree)).toEqual(tree);
      expect(await walletOf(database.handle.db, user.id)).toEqual({ coins: 0, xp: 50 });
    } finally {
      await server.close();
    }
  });

  it('gives a model the library passages and keeps only citations of what it was given', async () => {
    const tree = {
      topic: 'Diabetic ketoacidosis',
      branches: [
        {
          label: 'Management',
          children: [
            { label: 'IV 0.9% saline first [1]', children: [{ label: 'Insulin after potassium 3.3 [1]' }] },
            { label: 'Bicarbonate for everyone [9]', children: [] },
          ],
        },
      ],
    };
    const server = await startFakeChatServer(() => ({ json: completion(JSON.stringify(tree), 'llama-3.3-70b') }));
    try {
      const provider = fakeChatProvider(server, { model: 'llama', timeoutMs: 2000 });
      const t = await appWith(provider);
      const user = await fundedUser(database.handle.db, 100);
      const id = await generate(t, user, 'Diabetic ketoacidosis');
      const row = await waitForMindmap(database.handle.db, id, ['ready'], { pdf: true });
      const system = (server.requests[0]!.body.messages as { content: string }[])[0]!.content;
      expect(system).toContain('[1] Diabetic ketoacidosis');
      expect(row.grounding).toBe('library');
      expect(row.references).toContain("Harrison's Principles of Internal Medicine 21e, ch. 404");
      const labels = mindmapTreeSchema.parse(row.tree).branches[0]!.children.map((point) => point.label);
      expect(labels).toEqual(['IV 0.9% saline first [1]', 'Bicarbonate for everyone']);
    } finally {
      await server.close();
    }
  });
});

describe('a restart loses nothing', () => {
  it('runs a job queued by an API-only process once a worker starts on the same database', async () => {
    const api = await appWith(createOfflineProvider(), { JOBS_ROLE: 'api' });
    const user = await fundedUser(database.handle.db, 100);
    const id = await generate(api, user, 'Myocardial infarction');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await waitForMindmap(database.handle.db, id, ['queued'])).status).toBe('queued');
    await api.close();
    apps.splice(apps.indexOf(api), 1);

    await appWith(createOfflineProvider());
    const row = await waitForMindmap(database.handle.db, id, ['ready'], { pdf: true });
    expect(row.source).toBe('offline');
    // No model: the library version, 10 coins and 5 XP.
    expect(await walletOf(database.handle.db, user.id)).toEqual({ coins: 90, xp: 5 });
  });

  it('finishes a job that was running when the server stopped', async () => {
    let started = false;
    let aborted = false;
    // The first server's provider never answers; it only notices the stop.
    const hanging: AiProvider = {
      ...createOfflineProvider(),
      source: 'ai',
      generateObject: (request) =>
        new Promise((_resolve, reject) => {
          started = true;
          request.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(request.signal?.reason ?? new Error('aborted'));
          });
        }),
    };
    const first = await appWith(hanging);
    const user = await fundedUser(database.handle.db, 100);
    const id = await generate(first, user, 'Diabetic ketoacidosis');
    await waitFor(async () => started, { what: 'the job to start' });
    expect((await waitForMindmap(database.handle.db, id, ['generating'])).status).toBe('generating');
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect(aborted).toBe(true);

    await appWith(createOfflineProvider());
    const row = await waitForMindmap(database.handle.db, id, ['ready'], { pdf: true });
    expect(row.source).toBe('offline');
    // Charged once, not refunded: the job finished.
    expect(await walletOf(database.handle.db, user.id)).toEqual({ coins: 0, xp: 50 });
    await expectLedgerBalanced(database.handle.db);
  });
});
