import { aiToolXp } from '@medsutra/contract/economy/table';
import { paymentMessages } from '@medsutra/contract/payments/api';
import { caseActionsPath, caseFinishPath, toolMessages, toolRunPath, toolRunsPath } from '@medsutra/contract/tools/api';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { fastJobsEnv, fundedUser, walletOf } from '../../../test/helpers/mindmaps.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { makePremium, useToolsLibrary } from '../../../test/helpers/tools.ts';

const t = testAppForFile({ env: fastJobsEnv() }, (built) => useToolsLibrary(built.database.handle.db));

type User = Awaited<ReturnType<typeof fundedUser>>;
const db = () => t.database.handle.db;

const post = (user: User, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie: user.cookie }, payload: payload as object });
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const act = (user: User, runId: string, kind: string, text: string) =>
  post(user, caseActionsPath(runId), { kind, text });

describe('the tool table', () => {
  it('lists every tool with its cost, XP and plan, and says what the offline server cannot run', async () => {
    const user = await fundedUser(db(), 0);
    const reply = await get(user, '/api/tools');
    expect(reply.statusCode).toBe(200);
    const tools = reply.json().tools as {
      id: string;
      cost: number | null;
      xp: number;
      planGate: string | null;
      runnable: boolean;
    }[];
    expect(tools.map((tool) => tool.id).sort()).toEqual(
      [
        'case-generator',
        'clinical-rounds',
        'concept-mapper',
        'gastrocase',
        'image-analysis',
        'mindmap',
        'neurocase',
        'research-assistant',
        'study-planner',
        'viva',
        'warddx',
      ].sort(),
    );
    const byId = Object.fromEntries(tools.map((tool) => [tool.id, tool]));
    // docs/product-rules.md, case tools.
    // No model: the tools that run from the library are their library versions, at most 20
    // Med Coins and labelled so; the tools that need a model are not sold (decision 122).
    const library = { libraryVersion: true, runnable: true };
    expect(byId.neurocase).toMatchObject({ cost: 20, xp: 10, planGate: null, ...library });
    expect(byId.gastrocase).toMatchObject({ cost: 20, xp: 10, ...library });
    expect(byId.warddx).toMatchObject({ cost: 20, xp: 10, ...library });
    expect(byId['clinical-rounds']).toMatchObject({ cost: 20, ...library });
    expect(byId.viva).toMatchObject({ cost: 20, ...library });
    expect(byId['concept-mapper']).toMatchObject({ cost: 10, xp: 5, ...library });
    expect(byId.mindmap).toMatchObject({ cost: 10, xp: 5, ...library });
    const notSold = { cost: null, xp: 0, libraryVersion: false, runnable: false };
    expect(byId['image-analysis']).toMatchObject(notSold);
    expect(byId['case-generator']).toMatchObject({ planGate: 'advancedCaseGenerator', ...notSold });
    expect(byId['research-assistant']).toMatchObject({ planGate: 'researchAssistant', ...notSold });
    expect(byId['study-planner']).toMatchObject(notSold);
    for (const tool of Object.values(byId)) expect(tool.cost ?? 0).toBeLessThanOrEqual(20);
  });

  it('needs a session', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/tools' });
    expect(reply.statusCode).toBe(401);
  });

  it('answers an unknown tool with a 400 sentence', async () => {
    const user = await fundedUser(db(), 500);
    const reply = await post(user, '/api/tools/telepathy/runs', { input: {} });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/no such AI tool/);
  });
});

describe('a NeuroCase, start to finish (offline)', () => {
  it('charges the library version’s 20, reveals what is asked, marks what was found and missed with references, and pays 10 XP once marked', async () => {
    const user = await fundedUser(db(), 400);
    const started = await post(user, toolRunsPath('neurocase'), { input: {} });
    expect(started.statusCode).toBe(201);
    const run = started.json();
    // XP for a tool is paid when the run is finished (the case marked), never on starting it.
    expect(run).toMatchObject({ success: true, toolId: 'neurocase', medCoinsDeducted: 20, xpAwarded: 0 });
    expect(await walletOf(db(), user.id)).toEqual({ coins: 380, xp: 0 });
    // The presentation, never the diagnosis, while the case is open.
    expect(run.output.presentation).toMatch(/first seizure/);
    expect(JSON.stringify(run.output)).not.toMatch(/neurocysticercosis/i);
    expect(run.output.choices.history.length).toBeGreaterThan(2);

    // Free text finds the matching history item.
    const asked = await act(user, run.runId, 'history', 'How did the seizure start?');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().entry.revealed[0].finding).toMatch(/left hand/);
    // Chosen from the list (a phone): the exact item.
    const fundus = await act(user, run.runId, 'examination', 'Fundus');
    expect(fundus.json().entry.revealed).toEqual([{ label: 'Fundus', finding: expect.stringMatching(/papilloedema/) }]);
    // Not in the case: said so, with what was done instead, and no other test's result.
    const none = await act(user, run.runId, 'investigation', 'Bone marrow biopsy');
    expect(none.json().entry.revealed).toEqual([]);
    expect(none.json().entry.note).toMatch(/^Bone marrow biopsy: not done in this case\. Done instead: .*MRI brain/);
    await act(user, run.runId, 'investigation', 'MRI brain with contrast');
    await act(user, run.runId, 'investigation', 'Chest radiograph');
    await act(user, run.runId, 'diagnosis', 'Neurocysticercosis');
    await act(user, run.runId, 'management', 'Levetiracetam and albendazole with steroid cover');

    const finished = await post(user, caseFinishPath(run.runId));
    expect(finished.statusCode).toBe(200);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 380, xp: aiToolXp(20) });
    const marking = finished.json().marking;
    expect(marking.markedBy).toBe('offline');
    expect(marking.label).toBe(toolMessages.offlineMarkingLabel);
    const found = marking.found.map((item: { item: string }) => item.item);
    const missed = marking.missed.map((item: { item: string }) => item.item);
    expect(found).toEqual(
      expect.arrayContaining([
        'Focal onset of the seizure (left hand) before generalisation',
        'Fundoscopy for papilloedema and ocular cysts',
        'Contrast CT or MRI brain showing cyst with scolex',
        'Parenchymal neurocysticercosis',
        'Antiseizure drug plus albendazole with corticosteroid cover',
      ]),
    );
    expect(missed).toEqual(['Exposure risk: taenia carrier in household, poor sanitation', 'Tuberculoma']);
    expect(marking.unnecessary.map((u: { text: string }) => u.text)).toEqual([
      'Bone marrow biopsy',
      'Chest radiograph',
    ]);
    expect(marking.pointsTotal).toBe(23);
    expect(marking.pointsFound).toBe(19);
    expect(marking.score).toBe(83);
    expect(marking.references[0]).toMatch(/IDSA/);
    expect(marking.teachingPoints.length).toBeGreaterThan(1);
    expect(marking.diagnosis).toMatch(/neurocysticercosis/i);

    // Marked once; the run is in the tool's history with its score.
    expect((await post(user, caseFinishPath(run.runId))).statusCode).toBe(409);
    expect((await act(user, run.runId, 'history', 'Any fever?')).statusCode).toBe(409);
    const history = await get(user, toolRunsPath('neurocase'));
    expect(history.json().runs).toEqual([
      expect.objectContaining({
        runId: run.runId,
        status: 'finished',
        score: 83,
        medCoinsDeducted: 20,
        xpAwarded: 10,
      }),
    ]);
    const again = await get(user, toolRunPath(run.runId));
    expect(again.json().output.marking.score).toBe(83);
    await expectLedgerBalanced(db());
  });

  it('keeps a run to its owner: another user gets 403 and sees nothing', async () => {
    const owner = await fundedUser(db(), 200);
    const other = await fundedUser(db(), 200);
    const run = (await post(owner, toolRunsPath('neurocase'), { input: {} })).json();
    for (const reply of [
      await act(other, run.runId, 'history', 'How did the seizure start?'),
      await post(other, caseFinishPath(run.runId)),
      await get(other, toolRunPath(run.runId)),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(toolMessages.notYours);
      expect(reply.body).not.toMatch(/seizure/);
    }
  });

  it('refuses a bad action with a sentence', async () => {
    const user = await fundedUser(db(), 200);
    const run = (await post(user, toolRunsPath('neurocase'), { input: {} })).json();
    const reply = await post(user, caseActionsPath(run.runId), { kind: 'prayer', text: 'x' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/Choose history/);
    const empty = await post(user, caseActionsPath(run.runId), { kind: 'history', text: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 402 with the coins sentence when the wallet is short, and records nothing', async () => {
    const user = await fundedUser(db(), 19);
    const reply = await post(user, toolRunsPath('neurocase'), { input: {} });
    expect(reply.statusCode).toBe(402);
    expect(reply.json().message).toBe(toolMessages.insufficientCoins(19, 20));
    expect(await walletOf(db(), user.id)).toEqual({ coins: 19, xp: 0 });
    expect((await get(user, toolRunsPath('neurocase'))).json().runs).toEqual([]);
  });
});

describe('Ward DX and clinical rounds', () => {
  it('a Ward DX case comes from the ward cases', async () => {
    const user = await fundedUser(db(), 100);
    const run = (await post(user, toolRunsPath('warddx'), { input: {} })).json();
    expect(run.medCoinsDeducted).toBe(20);
    expect(run.output.area).toBe('ward');
    const asked = await act(user, run.runId, 'history', 'Missed insulin?');
    expect(asked.json().entry.revealed).toHaveLength(1);
  });

  it('clinical rounds draw from every area, keep a running score and finish after the last case', async () => {
    const user = await fundedUser(db(), 100);
    const run = (await post(user, toolRunsPath('clinical-rounds'), { input: {} })).json();
    // The fixtures' ward case and the neurology case beside it: rounds reach every area.
    expect(run.output.rounds).toMatchObject({ index: 0, total: 2, scores: [], done: false });
    const first = (await post(user, caseFinishPath(run.runId))).json();
    expect(first.session.rounds).toMatchObject({ index: 1, total: 2, done: false });
    await act(user, run.runId, 'diagnosis', 'DKA');
    const finished = (await post(user, caseFinishPath(run.runId))).json();
    expect(finished.session.rounds).toMatchObject({ total: 2, done: true });
    expect(finished.session.rounds.scores).toEqual([first.marking.score, finished.marking.score]);
    // The running score is the mean of the cases' scores.
    expect(finished.session.rounds.runningScore).toBe(Math.round((first.marking.score + finished.marking.score) / 2));
  });
});

describe('plan gates and tools that need a model', () => {
  it('refuses a Free user the case generator and the research assistant with the plan sentence, charging nothing', async () => {
    const user = await fundedUser(db(), 1000);
    const generator = await post(user, toolRunsPath('case-generator'), {
      input: { topic: 'Stroke', area: 'neurology' },
    });
    expect(generator.statusCode).toBe(403);
    expect(generator.json().message).toBe(paymentMessages.featureNeedsPlan('advancedCaseGenerator'));
    const research = await post(user, toolRunsPath('research-assistant'), { input: { question: 'DKA fluids' } });
    expect(research.statusCode).toBe(403);
    expect(research.json().message).toBe(paymentMessages.featureNeedsPlan('researchAssistant'));
    expect(await walletOf(db(), user.id)).toEqual({ coins: 1000, xp: 0 });
  });

  it('a Premium user is told research and the case generator need a model, and is charged nothing', async () => {
    const user = await fundedUser(db(), 300);
    await makePremium(db(), user.id);
    // Research offline would be the free tutor's retrieval: not sold without a model (decision 122).
    const reply = await post(user, toolRunsPath('research-assistant'), {
      input: { question: 'Fluids and insulin in diabetic ketoacidosis' },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(toolMessages.needsModel('Research assistant'));
    // The case generator needs a model: Premium, but offline, it says so and charges nothing.
    const generator = await post(user, toolRunsPath('case-generator'), {
      input: { topic: 'Stroke', area: 'neurology' },
    });
    expect(generator.statusCode).toBe(409);
    expect(generator.json().message).toBe(toolMessages.needsModel('Advanced case generator'));
    expect(await walletOf(db(), user.id)).toEqual({ coins: 300, xp: 0 });
  });

  it('image analysis without a vision model says it needs one and charges nothing', async () => {
    const user = await fundedUser(db(), 100);
    const reply = await post(user, toolRunsPath('image-analysis'), { input: {} });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(toolMessages.needsVisionModel);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 100, xp: 0 });
  });
});

describe('the mindmap generator on the framework', () => {
  it('is a run of the mindmap tool, in its history', async () => {
    const user = await fundedUser(db(), 100);
    const reply = await post(user, toolRunsPath('mindmap'), { input: { topic: 'Diabetic ketoacidosis' } });
    expect(reply.statusCode).toBe(201);
    const { runId, output } = reply.json();
    expect(output).toEqual({ mindmapId: runId });
    // 100 coins, 10 a map: the generator's own route charges the same run.
    const legacy = await post(user, '/api/mindmap/generate', { topic: 'Heart failure', userEmail: user.email });
    expect(legacy.statusCode).toBe(202);
    const history = (await get(user, toolRunsPath('mindmap'))).json().runs;
    expect(history).toHaveLength(2);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ runId, title: 'Diabetic ketoacidosis', medCoinsDeducted: 10 }),
        expect.objectContaining({ title: 'Heart failure', medCoinsDeducted: 10 }),
      ]),
    );
  });
});
