import crypto from 'node:crypto';
import type { InsightsReply } from '@medsutra/contract/insights/api';
import { INSIGHTS_BALANCE_WEEKS, insightsApiPath } from '@medsutra/contract/insights/screen';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { answerIndexes, optionId, sendAnswer, startedPractice } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { ask, newThread } from '../../../test/helpers/tutor.ts';
import { activityDays, balanceLine, interleave } from './service.ts';

// 20:00 UTC is 01:30 the next day in Asia/Kolkata: the heatmap must count that day.
let clock = new Date('2026-11-22T20:00:00Z');
const t = testAppForFile({ now: () => clock });

const db = () => t.database.handle.db;
type Who = { cookie: string };
const getInsights = (who: Who | null, email: string) =>
  t.app.inject({ method: 'GET', url: insightsApiPath(email), headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/insights/:email', () => {
  it('answers only its owner: 401 without a session, 403 for another student and for an admin', async () => {
    const asha = await createSignedInUser(db(), clock, { fullName: 'Asha Rao' });
    const other = await createSignedInUser(db(), clock);
    const admin = await createUser(db(), { role: 'admin' });
    const adminSession = { cookie: await signIn(db(), admin.id, clock) };

    expect((await getInsights(null, asha.email)).statusCode).toBe(401);
    const forOther = await getInsights(other, asha.email);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toMatch(/another account/);
    expect(forOther.body).not.toContain('Asha');
    expect((await getInsights(adminSession, asha.email)).statusCode).toBe(403);
    const own = await getInsights(asha, asha.email.toUpperCase());
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toContain('no-store');
  });

  it('puts a student’s practice, revision and tutor questions on her Kolkata days, with accuracy, coverage and next steps', async () => {
    const asha = await createSignedInUser(db(), clock, { fullName: 'Asha Rao' });
    // Two subtopics of anatomy: one always answered right, one always wrong, five times each.
    let right = '';
    let wrong = '';
    for (let round = 0; round < 5; round += 1) {
      const session = await startedPractice(t, asha, { filters: { subjects: ['anatomy'] }, count: 50 });
      if (!right) {
        const withSubtopic = session.questions.filter((q) => q.subtopicId);
        const subtopics = [...new Set(withSubtopic.map((q) => q.subtopicId as string))];
        [right, wrong] = subtopics as [string, string];
      }
      const keys = await answerIndexes(
        db(),
        session.questions.map((q) => q.id),
      );
      for (const question of session.questions.filter((q) => q.subtopicId === right || q.subtopicId === wrong)) {
        const reply = await sendAnswer(t, asha, {
          sessionId: session.sessionId,
          questionId: question.id,
          choice: optionId(question, keys.get(question.id) as number, question.subtopicId === right),
        });
        expect(reply.statusCode, reply.body).toBe(200);
      }
    }
    // The next Kolkata day: a revision and a tutor question.
    clock = new Date('2026-11-24T06:00:00Z');
    const revised = await t.app.inject({
      method: 'POST',
      url: `/api/revision/subtopics/${encodeURIComponent(right)}/reviews`,
      headers: { ...jsonHeaders, cookie: asha.cookie },
      payload: { rating: 'good', reviewId: crypto.randomUUID() },
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const thread = await newThread(t, asha);
    expect((await ask(t, asha, thread, 'What is the nerve supply of the deltoid?')).statusCode).toBe(200);

    const reply = await getInsights(asha, asha.email);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json() as InsightsReply;
    expect(body.today).toBe('2026-11-24');
    const [first, second] = body.activity.days;
    expect(first).toMatchObject({ day: '2026-11-23', revision: 0, tutor: 0 });
    expect(first?.mcq).toBeGreaterThanOrEqual(10);
    expect(second).toMatchObject({ day: '2026-11-24', mcq: 0, revision: 1, tutor: 1, total: 2 });
    expect(body.activity).toMatchObject({ activeDays: 2, currentStreak: 2, longestStreak: 2 });

    const anatomy = body.subjects.find((subject) => subject.subjectId === 'anatomy');
    expect(anatomy?.answers).toBe(first?.mcq);
    expect(anatomy?.accuracy).toBeGreaterThan(0);
    expect(anatomy?.accuracy).toBeLessThan(100);
    expect(anatomy?.revised).toBe(1);
    expect(body.revision).toMatchObject({ total: 745, revised: 1 });
    expect(body.strongest[0]).toMatchObject({ subtopicId: right, accuracy: 100 });
    expect(body.weakest[0]).toMatchObject({ subtopicId: wrong, accuracy: 0 });
    expect(body.strongest.map((row) => row.subtopicId)).not.toContain(wrong);

    expect(body.next).toHaveLength(3);
    expect(body.next.find((step) => step.kind === 'practise')?.href).toBe(
      `/mcqsolving?subtopics=${encodeURIComponent(wrong)}`,
    );
    expect(body.next.some((step) => step.kind === 'start' && step.href.startsWith('/library/subtopic/'))).toBe(true);

    // XP from practice and revision on the weekly line; the last point is now.
    expect(body.balances.weeks).toHaveLength(INSIGHTS_BALANCE_WEEKS);
    expect(body.balances.weeks.at(-1)).toMatchObject({ xp: body.balances.xp, coins: body.balances.coins });
    expect(body.balances.xp).toBeGreaterThan(0);

    // The share card: no email, no coin balance.
    expect(body.share).toMatchObject({ name: 'Asha Rao', streakDays: 2, subtopicsRevised: 1, subtopicsTotal: 745 });
    const share = JSON.stringify(body.share);
    expect(share).not.toContain(asha.email);
    expect(share).not.toContain('@');
    expect(Object.keys(body.share)).not.toContain('coins');
  });

  it('gives a student with no activity an empty picture, not an error', async () => {
    const newcomer = await createSignedInUser(db(), clock);
    const body = (await getInsights(newcomer, newcomer.email)).json() as InsightsReply;
    expect(body.activity.days).toEqual([]);
    expect(body.practice.accuracy).toBeNull();
    expect(body.strongest).toEqual([]);
    expect(body.next.length).toBe(3);
    expect(body.next.every((step) => step.kind === 'start')).toBe(true);
  });
});

describe('the insights arithmetic', () => {
  it('carries balances forward week by week, counting history before the window', () => {
    const line = balanceLine(
      [
        { weekStart: '2026-01-05', xp: 100, coins: 250 },
        { weekStart: '2026-11-09', xp: 50, coins: -20 },
        { weekStart: '2026-11-23', xp: 10, coins: 0 },
      ],
      '2026-11-25',
      3,
    );
    expect(line).toEqual([
      { weekStart: '2026-11-09', xp: 150, coins: 230 },
      { weekStart: '2026-11-16', xp: 150, coins: 230 },
      { weekStart: '2026-11-23', xp: 160, coins: 230 },
    ]);
  });

  it('merges each source’s day counts into one row per day, oldest first', () => {
    expect(
      activityDays({
        mcq: [
          { day: '2026-11-20', count: 4 },
          { day: '2026-01-02', count: 1 },
        ],
        revision: [{ day: '2026-11-20', count: 2 }],
        tutor: [{ day: '2025-12-31', count: 3 }],
        other: [
          { day: '2026-11-20', count: 1 },
          { day: '2026-01-02', count: 2 },
        ],
      }),
    ).toEqual([
      { day: '2025-12-31', mcq: 0, revision: 0, tutor: 3, other: 0 },
      { day: '2026-01-02', mcq: 1, revision: 0, tutor: 0, other: 2 },
      { day: '2026-11-20', mcq: 4, revision: 2, tutor: 0, other: 1 },
    ]);
  });

  it('takes next steps from each list in turn and never names a subtopic twice', () => {
    const step = (kind: 'revise' | 'practise' | 'start', subtopicId: string) => ({
      kind,
      subtopicId,
      title: `${kind} ${subtopicId}`,
      detail: '',
      href: `/${subtopicId}`,
    });
    const steps = interleave(
      [[step('revise', 'a'), step('revise', 'b')], [step('practise', 'a')], [step('start', 'c')]],
      3,
    );
    expect(steps.map((s) => s.title)).toEqual(['revise a', 'start c', 'revise b']);
  });
});
