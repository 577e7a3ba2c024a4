import {
  type StudyPlanReply,
  type StudyPlansReply,
  studyPlanMessages,
  type TodayTasksReply,
} from '@medsutra/contract/study-plans/api';
import { toolMessages } from '@medsutra/contract/tools/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { completion, fakeChatProvider, startFakeChatServer } from '../../../test/helpers/fake-chat-server.ts';
import { fundedUser, walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerSession, startedPractice } from '../../../test/helpers/practice.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { addDays } from './formula-planner.ts';

const DAY_MS = 86_400_000;
let clock = new Date('2026-11-23T04:00:00Z');
const TODAY = '2026-11-23';
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await database.dispose();
});

type Who = { cookie: string };
const call = (app: TestApp, who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.app.inject({
    method,
    url,
    headers: { ...(payload !== undefined ? jsonHeaders : {}), ...(who ? { cookie: who.cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const db = () => database.handle.db;
const formula = { kind: 'formula', examDate: addDays(TODAY, 120), hoursPerDay: 6, daysOff: [0] };

describe('the formula planner over HTTP', () => {
  it('lays each weekday within its own hours from the day’s start, and refuses hours it cannot use', async () => {
    // Its own app on the same database: the planner's per-minute limit is not shared with the tests below.
    const own = await buildTestApp({ database, now: () => clock });
    const ravi = await createSignedInUser(db(), clock);
    const weekdayHours = [0, 3, 3, 3, 3, 3, 8];
    const made = await call(own, ravi, 'POST', '/api/study-plans', {
      kind: 'formula',
      examDate: addDays(TODAY, 240),
      weekdayHours,
      dayStart: '14:00',
    });
    expect(made.statusCode, made.body).toBe(201);
    const plan = made.json() as StudyPlanReply;
    expect(plan.plan).toMatchObject({ weekdayHours, hoursPerDay: 8, daysOff: [0], dayStart: '14:00' });
    const perDay = new Map<string, number>();
    for (const item of plan.items) {
      const weekday = new Date(`${item.day}T00:00:00Z`).getUTCDay();
      expect(weekday).not.toBe(0);
      expect(item.startMinute).toBeGreaterThanOrEqual(14 * 60);
      perDay.set(item.day, (perDay.get(item.day) ?? 0) + item.minutes);
    }
    for (const [day, minutes] of perDay) {
      expect(minutes).toBeLessThanOrEqual((weekdayHours[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 0) * 60);
    }

    for (const bad of [
      [0, 0, 0, 0, 0, 0, 0],
      [3, 3, 3],
      [3, 3, 3, 3, 3, 3, 17],
      [3, 3, 3, 3, 3, 3, 1.5],
    ]) {
      const refused = await call(own, ravi, 'POST', '/api/study-plans', { ...formula, weekdayHours: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toBe(studyPlanMessages.weekdayHoursInvalid);
    }
    const notAList = await call(own, ravi, 'POST', '/api/study-plans', { ...formula, weekdayHours: 'three' });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().message).toContain('weekdayHours');
    const noHours = await call(own, ravi, 'POST', '/api/study-plans', {
      kind: 'formula',
      examDate: addDays(TODAY, 120),
    });
    expect(noHours.statusCode).toBe(400);
    expect(noHours.json().message).toBe(studyPlanMessages.hoursInvalid);
    await own.app.close();
  });

  it('makes a plan covering every subtopic that has a note, and only those, shows it to its owner only, and lists it', async () => {
    const asha = await createSignedInUser(db(), clock);
    const other = await createSignedInUser(db(), clock);
    const made = await call(t, asha, 'POST', '/api/study-plans', formula);
    expect(made.statusCode, made.body).toBe(201);
    const plan = made.json() as StudyPlanReply;
    expect(plan.plan).toMatchObject({ kind: 'formula', madeBy: 'formula', coinsSpent: 0, startDate: TODAY });
    expect(plan.plan.revisionStartDate).toBe(addDays(formula.examDate, -20));
    const studied = new Set(plan.items.filter((item) => item.kind === 'study').map((item) => item.subtopicId));
    const tracker = (await call(t, asha, 'GET', '/api/revision/subtopics')).json() as {
      subtopics: { id: string; hasNotes: boolean }[];
    };
    const withNotes = new Set(tracker.subtopics.filter((row) => row.hasNotes).map((row) => row.id));
    expect(withNotes.size).toBeGreaterThan(0);
    expect(withNotes.size).toBeLessThanOrEqual(745);
    expect([...studied].sort()).toEqual([...withNotes].sort());
    expect(plan.items.every((item) => new Date(`${item.day}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);

    expect((await call(t, asha, 'GET', `/api/study-plans/${plan.plan.id}`)).json()).toEqual(plan);
    const theirs = await call(t, other, 'GET', `/api/study-plans/${plan.plan.id}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(studyPlanMessages.planNotYours);
    expect(theirs.body).not.toContain('subtopicId');
    expect((await call(t, other, 'POST', `/api/study-plans/${plan.plan.id}/replan`, {})).statusCode).toBe(403);
    expect((await call(t, null, 'GET', `/api/study-plans/${plan.plan.id}`)).statusCode).toBe(401);
    expect((await call(t, asha, 'GET', '/api/study-plans/not-a-plan')).statusCode).toBe(404);
    const list = (await call(t, asha, 'GET', '/api/study-plans')).json() as StudyPlansReply;
    expect(list.plans.map((p) => p.id)).toEqual([plan.plan.id]);
    // The list counts the plan's items (it said "0 of 0 done" for a plan of 1,665 items).
    expect(list.plans[0]).toMatchObject({ itemCount: plan.items.length, doneCount: 0 });
    expect(plan.items.length).toBeGreaterThan(700);

    const ics = await call(t, asha, 'GET', `/api/study-plans/${plan.plan.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain('TZID:Asia/Kolkata');
    expect(ics.body).toContain(`DTSTART;TZID=Asia/Kolkata:${TODAY.replaceAll('-', '')}T070000`);
  });

  it('lays the subjects weak in the student’s practice first, before one she does well in', async () => {
    const neha = await createSignedInUser(db(), clock);
    /** Answers `count` practice questions of a subject, right for the first `right`. */
    const practise = async (subject: string, count: number, right: number) =>
      answerSession(t, neha, await startedPractice(t, neha, { filters: { subjects: [subject] }, count }), right);
    await practise('pharmacology', 6, 1);
    await practise('medicine', 6, 6);
    const made = await call(t, neha, 'POST', '/api/study-plans', formula);
    expect(made.statusCode, made.body).toBe(201);
    const study = (made.json() as StudyPlanReply).items.filter((item) => item.kind === 'study');
    expect(study[0]?.subjectId).toBe('pharmacology');
    const lastPharmacology = study.findLast((item) => item.subjectId === 'pharmacology')!;
    const firstMedicine = study.find((item) => item.subjectId === 'medicine')!;
    expect(lastPharmacology.day <= firstMedicine.day).toBe(true);
    expect(study.indexOf(lastPharmacology)).toBeLessThan(study.indexOf(firstMedicine));
    // No record: the syllabus order (anatomy, the library's first subject, first).
    const fresh = await createSignedInUser(db(), clock);
    const plain = (await call(t, fresh, 'POST', '/api/study-plans', formula)).json() as StudyPlanReply;
    expect(plain.items.find((item) => item.kind === 'study')?.subjectId).toBe('anatomy');
  });

  it('refuses inputs it cannot plan with a sentence', async () => {
    const asha = await createSignedInUser(db(), clock);
    const soon = await call(t, asha, 'POST', '/api/study-plans', { ...formula, examDate: addDays(TODAY, 5) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(studyPlanMessages.examTooSoon);
    const hours = await call(t, asha, 'POST', '/api/study-plans', { ...formula, hoursPerDay: 30 });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toContain(studyPlanMessages.hoursInvalid);
    const short = await call(t, asha, 'POST', '/api/study-plans', {
      ...formula,
      examDate: addDays(TODAY, 20),
      hoursPerDay: 1,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/Choose a later exam date/);
  });

  it('moves three missed days to the days left, and ticking an item off feeds the revision tracker', async () => {
    clock = new Date('2026-11-23T04:00:00Z');
    const asha = await createSignedInUser(db(), clock);
    const plan = (await call(t, asha, 'POST', '/api/study-plans', formula)).json() as StudyPlanReply;
    const first = plan.items.find((item) => item.kind === 'study')!;
    const ticked = await call(t, asha, 'PUT', `/api/study-plans/${plan.plan.id}/items/${first.id}`, { done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    // A tick is a rating alone: it schedules the subtopic but pays no XP (the note or the check does).
    expect(ticked.json()).toMatchObject({ xpAwarded: 0, item: { done: true } });
    const listed = (await call(t, asha, 'GET', '/api/study-plans')).json() as StudyPlansReply;
    expect(listed.plans[0]).toMatchObject({ itemCount: plan.items.length, doneCount: 1 });
    const tracker = (await call(t, asha, 'GET', '/api/revision/subtopics')).json();
    expect(tracker.subtopics.find((row: { id: string }) => row.id === first.subtopicId).reviewCount).toBe(1);

    const tasks = (await call(t, asha, 'GET', '/api/tasks/today')).json() as TodayTasksReply;
    expect(tasks.tasks.map((task) => task.source)).toEqual(
      expect.arrayContaining(['daily_login', 'daily_challenge', 'plan']),
    );

    clock = new Date(clock.getTime() + 3 * DAY_MS);
    const missed = plan.items.filter(
      (item) =>
        item.day < '2026-11-26' && !item.done && item.id !== first.id && ['study', 'revision'].includes(item.kind),
    );
    const replanned = await call(t, asha, 'POST', `/api/study-plans/${plan.plan.id}/replan`, {});
    expect(replanned.statusCode, replanned.body).toBe(200);
    const moved = replanned.json().moved as { itemId: string; from: string; to: string }[];
    expect(moved.map((m) => m.itemId).sort()).toEqual(missed.map((item) => item.id).sort());
    expect(moved.every((m) => m.to >= '2026-11-26')).toBe(true);
    const after = (await call(t, asha, 'GET', `/api/study-plans/${plan.plan.id}`)).json() as StudyPlanReply;
    expect(new Set(after.items.filter((i) => i.kind === 'study').map((i) => i.subtopicId)).size).toBe(
      new Set(plan.items.filter((i) => i.kind === 'study').map((i) => i.subtopicId)).size,
    );
    const perDay = new Map<string, number>();
    for (const item of after.items) perDay.set(item.day, (perDay.get(item.day) ?? 0) + item.minutes);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(6 * 60);
    expect(after.items.find((item) => item.id === missed[0]!.id)?.movedFrom).toBe(missed[0]!.day);
    expect(after.plan.replannedAt).not.toBeNull();
    const again = (await call(t, asha, 'POST', `/api/study-plans/${plan.plan.id}/replan`, {})).json();
    expect(again).toMatchObject({ moved: [], message: studyPlanMessages.nothingMissed });
    clock = new Date('2026-11-23T04:00:00Z');
  });
});

describe('the AI study planner', () => {
  it('runs the formula planner without a model, says so and charges nothing', async () => {
    const asha = await fundedUser(db(), 100);
    const made = await call(t, asha, 'POST', '/api/study-plans', {
      ...formula,
      kind: 'ai',
      notes: 'Weak in pharmacology',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      plan: { kind: 'ai', madeBy: 'formula', coinsSpent: 0, title: expect.stringMatching(/^Formula plan for /) },
      notice: studyPlanMessages.offlineNoCharge,
    });
    expect(await walletOf(db(), asha.id)).toEqual({ coins: 100, xp: 0 });
  });

  async function withModel(content: string, work: (app: TestApp, requests: unknown[]) => Promise<void>) {
    const server = await startFakeChatServer(() => ({ json: completion(content) }));
    const app = await buildTestApp({
      database,
      now: () => clock,
      deps: {
        ai: fakeChatProvider(server, { timeoutMs: 2000 }),
      },
    });
    try {
      await work(app, server.requests);
    } finally {
      await app.close();
      await server.close();
    }
  }

  it('charges 20 Med Coins when a model weighed the subjects, and uses its emphasis', async () => {
    const advice = {
      summary: 'More pharmacology, as you asked.',
      subjectEmphasis: [{ subjectId: 'pharmacology', factor: 2, reason: 'You said you are weak in it.' }],
    };
    await withModel(JSON.stringify(advice), async (app) => {
      const asha = await fundedUser(db(), 100);
      const made = await call(app, asha, 'POST', '/api/study-plans', {
        ...formula,
        kind: 'ai',
        notes: 'Weak in pharmacology',
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({
        plan: { madeBy: 'model', coinsSpent: 20, model: 'fake-model', advice },
        notice: studyPlanMessages.modelWrote,
      });
      expect((await walletOf(db(), asha.id)).coins).toBe(80);
      const poor = await createSignedInUser(db(), clock);
      const refused = await call(app, poor, 'POST', '/api/study-plans', { ...formula, kind: 'ai' });
      // The tool framework's one refusal for a short wallet.
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe(toolMessages.insufficientCoins(0, 20));
    });
  });

  it('refunds when the model’s answer does not match the schema', async () => {
    await withModel('{"summary": "x", "subjectEmphasis": [{"subjectId": "astrology", "factor": 9}]}', async (app) => {
      const asha = await fundedUser(db(), 100);
      const made = await call(app, asha, 'POST', '/api/study-plans', { ...formula, kind: 'ai', notes: 'Night shifts' });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({
        plan: { madeBy: 'formula', coinsSpent: 0 },
        notice: studyPlanMessages.invalidModelOutput,
      });
      expect(await walletOf(db(), asha.id)).toEqual({ coins: 100, xp: 0 });
      await expectLedgerBalanced(db());
    });
  });
});
