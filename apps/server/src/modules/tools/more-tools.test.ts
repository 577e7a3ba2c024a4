/**
 * The concept mapper, the viva simulator, and the model-only tools on a server without a model:
 * what each charges, what it gives back, and who may see it.
 */

import { paymentMessages } from '@medsutra/contract/payments/api';
import { toolMessages, toolRunPath, toolRunsPath } from '@medsutra/contract/tools/api';
import {
  caseSharePath,
  conceptMapPdfPath,
  toolOutputMessages,
  vivaAnswerPath,
  vivaFinishPath,
} from '@medsutra/contract/tools/outputs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { fastJobsEnv, fundedUser, walletOf } from '../../../test/helpers/mindmaps.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { makePremium, useToolsLibrary } from '../../../test/helpers/tools.ts';
import { aiToolRuns } from '../../db/schema.ts';
import { createEconomyService } from '../economy/service.ts';
import { createToolService, STALE_RUN_MS } from './service.ts';

const t = testAppForFile({ env: fastJobsEnv() }, (built) => useToolsLibrary(built.database.handle.db));

type User = Awaited<ReturnType<typeof fundedUser>>;
const db = () => t.database.handle.db;
const post = (user: User, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie: user.cookie }, payload: payload as object });
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

describe('the concept mapper (offline)', () => {
  it('charges the library version’s 10 and pays 5 XP for a map of the library’s notes with labelled links, and prints it', async () => {
    const user = await fundedUser(db(), 100);
    const reply = await post(user, toolRunsPath('concept-mapper'), { input: { topic: 'Diabetic ketoacidosis' } });
    expect(reply.statusCode).toBe(201);
    const run = reply.json();
    expect(run).toMatchObject({ medCoinsDeducted: 10, xpAwarded: 5, status: 'finished' });
    expect(await walletOf(db(), user.id)).toEqual({ coins: 90, xp: 5 });
    const map = run.output;
    expect(map.topic).toBe('Diabetic ketoacidosis');
    expect(map.label).toMatch(/offline/);
    // Not only a tree: the topic's links are labelled, and the subtopic links up to its topic and subject.
    expect(map.links).toEqual(
      expect.arrayContaining([
        { from: 'subtopic', to: 'topic', label: 'is part of' },
        { from: 'topic', to: 'subject', label: 'is taught in' },
        expect.objectContaining({ from: 'subtopic', label: 'high-yield point' }),
      ]),
    );
    for (const link of map.links) expect(link.label.length).toBeGreaterThan(0);
    expect(map.nodes.find((node: { id: string }) => node.id === 'topic').label).toBe('Endocrinology');
    expect(map.tree.branches.length).toBeGreaterThan(1);
    expect(map.references.length).toBeGreaterThan(0);

    const pdf = await get(user, conceptMapPdfPath(run.runId));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await fundedUser(db(), 0);
    expect((await get(stranger, conceptMapPdfPath(run.runId))).statusCode).toBe(403);
    expect((await get(stranger, toolRunPath(run.runId))).statusCode).toBe(403);
    await expectLedgerBalanced(db());
  });

  it('shares a concept map to Medstagram once, for the 50 share XP, as a concept_map post', async () => {
    const user = await fundedUser(db(), 10);
    const run = (
      await post(user, toolRunsPath('concept-mapper'), { input: { topic: 'Diabetic ketoacidosis' } })
    ).json();
    const stranger = await fundedUser(db(), 0);
    expect((await post(stranger, caseSharePath(run.runId))).statusCode).toBe(403);
    const shared = await post(user, caseSharePath(run.runId));
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ caseId: run.runId, xpAwarded: 50 });
    const again = await post(user, caseSharePath(run.runId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(toolOutputMessages.conceptMapAlreadyShared);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 0, xp: 55 });
    const feed = await get(user, '/api/medstagram/posts');
    const posts = (feed.json().posts ?? []) as Array<{ kind: string; refId?: string; title: string }>;
    expect(posts.filter((p) => p.kind === 'concept_map' && p.refId === run.runId)).toEqual([
      expect.objectContaining({ title: 'Concept map: Diabetic ketoacidosis' }),
    ]);
    await expectLedgerBalanced(db());
  });

  it('refuses a topic the library has no subtopic for, charging nothing', async () => {
    const user = await fundedUser(db(), 100);
    const reply = await post(user, toolRunsPath('concept-mapper'), { input: { topic: 'Cricket batting averages' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/Nothing was charged/);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 100, xp: 0 });
  });
});

describe('the viva simulator (offline)', () => {
  it('asks from a library case, follows up on what was missed, and lists strengths and gaps with references', async () => {
    const user = await fundedUser(db(), 70);
    const started = await post(user, toolRunsPath('viva'), { input: { topic: 'first seizure' } });
    expect(started.statusCode).toBe(201);
    const run = started.json();
    // The viva's XP is paid when it is finished, not on starting it.
    expect(run).toMatchObject({ medCoinsDeducted: 20, xpAwarded: 0 });
    expect(await walletOf(db(), user.id)).toEqual({ coins: 50, xp: 0 });
    const session = run.output;
    expect(session.askedBy).toBe('offline');
    expect(session.current.question).toMatch(/first seizure/);
    expect(JSON.stringify(session)).not.toMatch(/neurocysticercosis/i);

    // History: one of two expected points, so the examiner follows up once.
    let reply = await post(user, vivaAnswerPath(run.runId), { text: 'Was it a focal seizure at onset?' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().session.current).toMatchObject({ followUp: true, question: expect.stringMatching(/1 more/) });
    reply = await post(user, vivaAnswerPath(run.runId), { text: 'Any fever?', by: 'voice' });
    expect(reply.json().session.current.followUp).toBe(false);
    reply = await post(user, vivaAnswerPath(run.runId), { text: 'Fundoscopy for papilloedema' });
    expect(reply.json().session.current.question).toMatch(/investigations/);
    reply = await post(user, vivaAnswerPath(run.runId), { text: 'MRI brain' });
    reply = await post(user, vivaAnswerPath(run.runId), { text: 'Neurocysticercosis, tuberculoma' });
    expect(reply.json().session.current.question).toMatch(/manage/);
    reply = await post(user, vivaAnswerPath(run.runId), { text: 'Albendazole with steroids' });
    const done = reply.json().session;
    expect(done.status).toBe('finished');
    expect(await walletOf(db(), user.id)).toEqual({ coins: 50, xp: 10 });
    expect(done.result.markedBy).toBe('offline');
    expect(done.result.strengths).toEqual(
      expect.arrayContaining([expect.stringMatching(/Focal onset/), expect.stringMatching(/Tuberculoma/)]),
    );
    expect(done.result.gaps).toEqual(expect.arrayContaining([expect.stringMatching(/taenia carrier/)]));
    expect(done.result.references[0]).toMatch(/IDSA/);
    expect(done.turns[1]).toMatchObject({ by: 'voice', answer: 'Any fever?' });
    expect((await post(user, vivaAnswerPath(run.runId), { text: 'more' })).statusCode).toBe(409);

    const history = await get(user, toolRunsPath('viva'));
    expect(history.json().runs[0]).toMatchObject({ runId: run.runId, status: 'finished', score: done.result.score });
  });

  it('keeps another user out of a viva, and finishing early counts the rest as gaps', async () => {
    const owner = await fundedUser(db(), 100);
    const run = (await post(owner, toolRunsPath('viva'), { input: { topic: 'seizure' } })).json();
    const stranger = await fundedUser(db(), 0);
    expect((await post(stranger, vivaAnswerPath(run.runId), { text: 'Focal seizure' })).statusCode).toBe(403);
    expect((await post(stranger, vivaFinishPath(run.runId))).statusCode).toBe(403);
    const finished = await post(owner, vivaFinishPath(run.runId));
    expect(finished.statusCode).toBe(200);
    expect(finished.json().session.result).toMatchObject({ score: 0, strengths: [] });
  });

  it('refuses a topic with no library case, charging nothing', async () => {
    const user = await fundedUser(db(), 100);
    const reply = await post(user, toolRunsPath('viva'), { input: { topic: 'zzzz qqqq' } });
    expect(reply.statusCode).toBe(400);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 100, xp: 0 });
  });
});

describe('tools that need a model, on a server without one', () => {
  it('refuses the case generator to a Free user with the plan sentence, and to Premium as needing a model, free', async () => {
    const user = await fundedUser(db(), 500);
    const input = { input: { topic: 'Dengue shock', area: 'ward' } };
    const free = await post(user, toolRunsPath('case-generator'), input);
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(paymentMessages.featureNeedsPlan('advancedCaseGenerator'));
    await makePremium(db(), user.id);
    const premium = await post(user, toolRunsPath('case-generator'), input);
    expect(premium.statusCode).toBe(409);
    expect(premium.json().message).toBe(toolMessages.needsModel('Advanced case generator'));
    expect(await walletOf(db(), user.id)).toEqual({ coins: 500, xp: 0 });
  });

  it('refuses image analysis as needing a vision model, charging nothing', async () => {
    const user = await fundedUser(db(), 100);
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const reply = await post(user, toolRunsPath('image-analysis'), { input: { image: png } });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(toolMessages.needsVisionModel);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 100, xp: 0 });
  });
});

describe('runs charged and never answered', () => {
  it('are refunded by the sweep once they are older than the model could take, and only once', async () => {
    const user = await fundedUser(db(), 300);
    await makePremium(db(), user.id);
    // A server with a model: the research run is charged, then the model never answers (as if the
    // process had stopped while it worked).
    const charged = new Date('2026-11-23T10:00:00Z');
    let clock = charged;
    const tools = createToolService({
      db: db(),
      economy: createEconomyService({ db: db() }),
      plans: { currentPlan: async () => ({ planId: 'premium' }) as never },
      modelConfigured: true,
      visionConfigured: false,
      now: () => clock,
      logger: { warn: () => {} },
    });
    // The model is asked only after the charge has committed: that call says the run is charged.
    let markCharged: () => void = () => {};
    const chargedRun = new Promise<void>((resolve) => {
      markCharged = resolve;
    });
    tools.register('research-assistant', {
      start: async () => ({ title: 'DKA fluids', status: 'running' }),
      afterCharge: () => {
        markCharged();
        return new Promise<never>(() => {});
      },
    });
    const sessionUser = {
      id: user.id,
      email: user.email,
      fullName: 'Asha Rao',
      phoneNumber: null,
      role: 'user' as const,
      accessAllowed: true,
      referralCode: 'ASHA1',
      emailVerified: true,
    };
    void tools.startRun(sessionUser, 'research-assistant', { question: 'DKA fluids' });
    await chargedRun;
    expect(await walletOf(db(), user.id)).toEqual({ coins: 50, xp: 0 });
    const [run] = await db().select().from(aiToolRuns).where(eq(aiToolRuns.userId, user.id));
    expect(run?.status).toBe('running');
    clock = new Date(charged.getTime() + STALE_RUN_MS - 1000);
    expect(await tools.refundStaleRuns()).toBe(0);
    clock = new Date(charged.getTime() + STALE_RUN_MS + 1000);
    expect(await tools.refundStaleRuns()).toBe(1);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 300, xp: 0 });
    expect(await tools.refundStaleRuns()).toBe(0);
    const history = (await get(user, toolRunsPath('research-assistant'))).json();
    expect(history.runs[0]).toMatchObject({ runId: run?.id, status: 'failed', refunded: true });
    await expectLedgerBalanced(db());
  });
});
