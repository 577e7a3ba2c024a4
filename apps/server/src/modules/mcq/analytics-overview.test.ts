import { type AnalyticsOverviewReply, OVERVIEW_WEEKS } from '@medsutra/contract/mcq/analytics';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { answerSession, startedPractice } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { readinessOf, streakOf } from './analytics-service.ts';

// Wednesday 25 November 2026, 11:00 in Asia/Kolkata.
const wednesday = new Date('2026-11-25T05:30:00Z');
let clock = wednesday;
const t = testAppForFile({ now: () => clock });
const db = () => t.database.handle.db;
const daysBefore = (days: number) => new Date(wednesday.getTime() - days * 86_400_000);

async function practise(who: { cookie: string }, subject: string, count: number, right: number) {
  const session = await startedPractice(t, who, { filters: { subjects: [subject], onlyUnseen: true }, count });
  await answerSession(t, who, session, right);
}

describe('the streak and the readiness formula', () => {
  it('counts days in a row up to today, or up to yesterday before today’s first answer', () => {
    expect(streakOf([], '2026-11-25')).toEqual({ current: 0, longest: 0, practisedToday: false });
    expect(streakOf(['2026-11-25', '2026-11-24', '2026-11-20'], '2026-11-25')).toEqual({
      current: 2,
      longest: 2,
      practisedToday: true,
    });
    expect(streakOf(['2026-11-24', '2026-11-23', '2026-11-22', '2026-11-10'], '2026-11-25')).toMatchObject({
      current: 3,
      practisedToday: false,
    });
    expect(streakOf(['2026-11-22', '2026-11-10', '2026-11-09', '2026-11-08', '2026-11-07'], '2026-11-25')).toEqual({
      current: 0,
      longest: 4,
      practisedToday: false,
    });
  });

  it('adds 0.5 × accuracy, 0.3 × coverage and 0.2 × consistency', () => {
    const readiness = readinessOf({
      recent: [{ day: '2026-11-25', subjectId: 'anatomy', answers: 10, correct: 8 }],
      questionsDoneBySubject: new Map([
        ['anatomy', 12],
        ['physiology', 9],
      ]),
      activeDays: 7,
    });
    expect(readiness).toMatchObject({ accuracy: 80, coveredSubjects: 1, totalSubjects: 19, consistency: 25 });
    expect(readiness.coverage).toBe(5.3);
    expect(readiness.score).toBe(Math.round(10 * (0.5 * 80 + 0.3 * 5.3 + 0.2 * 25)) / 10);
  });
});

it('draws the weeks across subjects from the student’s own practice, with the streak', async () => {
  const asha = await createSignedInUser(db(), daysBefore(20), { fullName: 'Asha' });
  const other = await createSignedInUser(db(), daysBefore(20), { fullName: 'Other' });
  clock = daysBefore(14); // Wednesday two weeks ago
  await practise(asha, 'anatomy', 4, 1);
  clock = daysBefore(1); // yesterday (Tuesday)
  await practise(asha, 'anatomy', 2, 2);
  clock = wednesday;
  await practise(asha, 'pharmacology', 5, 4);
  await practise(other, 'medicine', 5, 5);

  const reply = await t.app.inject({ method: 'GET', url: '/api/analytics/overview', headers: { cookie: asha.cookie } });
  expect(reply.statusCode, reply.body).toBe(200);
  const overview = reply.json() as AnalyticsOverviewReply;
  expect(overview.weekStarts).toHaveLength(OVERVIEW_WEEKS);
  expect(overview.weekStarts.at(-1)).toBe('2026-11-23');
  expect(overview.weekStarts.at(-3)).toBe('2026-11-09');
  expect(overview.weeks.at(-1)).toEqual({ answers: 7, correct: 6, accuracy: 86 });
  expect(overview.weeks.at(-2)).toEqual({ answers: 0, correct: 0, accuracy: null });
  expect(overview.weeks.at(-3)).toEqual({ answers: 4, correct: 1, accuracy: 25 });
  expect(overview.subjects.map((s) => s.subjectId)).toEqual(['anatomy', 'pharmacology']);
  expect(overview.subjects[0]!.weeks.at(-1)).toEqual({ answers: 2, correct: 2, accuracy: 100 });
  expect(overview.streak).toEqual({ current: 2, longest: 2, practisedToday: true });
  expect(overview.readiness).toMatchObject({ accuracy: Math.round(1000 * (7 / 11)) / 10, activeDays: 3 });

  const anonymous = await t.app.inject({ method: 'GET', url: '/api/analytics/overview' });
  expect(anonymous.statusCode).toBe(401);
});
