import { mcqTestMessages, TEST_FINISHED_XP, TEST_XP_PER_CORRECT, testXp } from '@medsutra/contract/mcq/tests-api';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { createdTest, createTest, getTest, saveTestAnswers, submitTest } from '../../../test/helpers/mcq-tests.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { questionBodyFields } from '../../../test/helpers/question-body-fields.ts';
import { answerKeyOf, saveFirstAnswers } from '../../../test/helpers/test-answer-keys.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

const start = new Date('2026-11-23T06:00:00Z');
let clock = start;
const t = testAppForFile({ now: () => clock });
const db = () => t.database.handle.db;
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('patterns', () => {
  it('deals NEET PG as 200 questions, 210 minutes, +4 / −1, with no answers in sight', async () => {
    const user = await createSignedInUser(db(), start);
    const test = await createdTest(t, user, { pattern: 'neet-pg' });
    expect(test.questions).toHaveLength(200);
    expect(new Set(test.questions.map((q) => q.id)).size).toBe(200);
    expect(Date.parse(test.deadline) - Date.parse(test.startedAt)).toBe(210 * 60_000);
    expect([test.marksCorrect, test.marksWrong]).toEqual([4, 1]);
    expect(Object.keys(test.questions[0]!).sort()).toEqual(
      ['difficulty', 'id', 'options', 'part', 'subjectId', ...questionBodyFields].sort(),
    );
    // NEET PG's paper is single best answer.
    expect(new Set(test.questions.map((q) => q.format))).toEqual(new Set(['single']));
    expect(test.answers).toEqual({});
    expect(test.result).toBeNull();
  });

  it('deals INICET in 180 minutes and FMGE as two parts of 150 with 300 minutes in all', async () => {
    const user = await createSignedInUser(db(), start);
    const inicet = await createdTest(t, user, { pattern: 'inicet' });
    expect(inicet.questions).toHaveLength(200);
    expect(Date.parse(inicet.deadline) - Date.parse(inicet.startedAt)).toBe(180 * 60_000);
    expect(inicet.marksWrong).toBeCloseTo(1 / 3);
    const fmge = await createdTest(t, user, { pattern: 'fmge' });
    expect(fmge.questions).toHaveLength(300);
    expect(fmge.questions.filter((q) => q.part === 1)).toHaveLength(150);
    expect(fmge.questions.filter((q) => q.part === 2)).toHaveLength(150);
    expect(fmge.marksWrong).toBe(0);
    expect(Date.parse(fmge.deadline) - Date.parse(fmge.startedAt)).toBe(300 * 60_000);
  });

  it('refuses bad input with sentences, and more questions than the library has', async () => {
    const user = await createSignedInUser(db(), start);
    const cases: [Record<string, unknown>, string][] = [
      [{ pattern: 'usmle' }, mcqTestMessages.patternRequired],
      [{ pattern: 'custom', count: 0 }, mcqTestMessages.countInvalid],
      [{ pattern: 'custom', count: 10, minutes: 999 }, mcqTestMessages.minutesInvalid],
    ];
    for (const [payload, message] of cases) {
      const reply = await createTest(t, user, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain(message);
    }
    const tooMany = await createTest(t, user, { pattern: 'custom', count: 200, subjects: ['radiology'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^The library has \d+ questions for this test; it needs 200\./);
    expect((await createTest(t, null, { pattern: 'neet-pg' })).statusCode).toBe(401);
  });
});

describe('taking a test', () => {
  it('saves answers until the deadline, keeps the newest, marks once and pays 50 XP once', async () => {
    clock = start;
    const user = await createSignedInUser(db(), start);
    const test = await createdTest(t, user, { pattern: 'neet-pg' });
    const { right, wrong } = await answerKeyOf(db(), test.questions);
    const [q1, q2, q3, q4] = test.questions as [
      (typeof test.questions)[0],
      (typeof test.questions)[0],
      (typeof test.questions)[0],
      (typeof test.questions)[0],
    ];

    // q1 answered wrong, then changed to right; a late resend of the old choice loses to the newer one.
    expect(
      (await saveTestAnswers(t, user, test.testId, [{ questionId: q1.id, choice: wrong(q1), sequence: 1 }])).statusCode,
    ).toBe(200);
    await saveTestAnswers(t, user, test.testId, [
      { questionId: q1.id, choice: right(q1), sequence: 3 },
      { questionId: q2.id, choice: wrong(q2), sequence: 2 },
      { questionId: q3.id, choice: right(q3), sequence: 4 },
      { questionId: q4.id, choice: right(q4), sequence: 5 },
    ]);
    const stale = await saveTestAnswers(t, user, test.testId, [{ questionId: q1.id, choice: wrong(q1), sequence: 1 }]);
    expect(stale.json()).toEqual({ saved: 0 });
    // q4 cleared.
    await saveTestAnswers(t, user, test.testId, [{ questionId: q4.id, choice: null, sequence: 6 }]);

    // A reload gets the saved answers back.
    const reloaded = (await getTest(t, user, test.testId)).json();
    expect(reloaded.answers[q1.id]).toEqual({ choice: right(q1), sequence: 3 });
    expect(reloaded.answers[q4.id]).toEqual({ choice: null, sequence: 6 });
    expect(reloaded.questions.map((q: { id: string }) => q.id)).toEqual(test.questions.map((q) => q.id));

    // After the deadline nothing more is saved.
    clock = minutesLater(211);
    const late = await saveTestAnswers(t, user, test.testId, [{ questionId: q2.id, choice: right(q2), sequence: 7 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(mcqTestMessages.timeUp);

    const submitted = await submitTest(t, user, test.testId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = submitted.json();
    expect(result).toMatchObject({
      correct: 2,
      wrong: 1,
      unanswered: 197,
      score: 2 * 4 - 1,
      maxScore: 800,
      // 3 of 200 answered: the correct answers pay, the finishing bonus does not.
      xpAwarded: 2 * TEST_XP_PER_CORRECT,
    });
    expect(result.perSubject.reduce((sum: number, s: { correct: number }) => sum + s.correct, 0)).toBe(2);
    expect(result.perSubject.reduce((sum: number, s: { unanswered: number }) => sum + s.unanswered, 0)).toBe(197);

    const again = await submitTest(t, user, test.testId);
    expect(again.json()).toEqual(result);
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: 2 * TEST_XP_PER_CORRECT });
    const afterSubmit = await saveTestAnswers(t, user, test.testId, [
      { questionId: q2.id, choice: right(q2), sequence: 9 },
    ]);
    expect(afterSubmit.statusCode).toBe(409);
    expect((await getTest(t, user, test.testId)).json().result).toEqual(result);
    await expectLedgerBalanced(db());
    clock = start;
  });

  it('takes a third of a mark off per wrong INICET answer, and pays a custom test its correct answers only', async () => {
    const user = await createSignedInUser(db(), start);
    const test = await createdTest(t, user, { pattern: 'inicet' });
    await saveFirstAnswers(t, user, test, 3, (index) => index === 0);
    const result = (await submitTest(t, user, test.testId)).json();
    expect(result).toMatchObject({ correct: 1, wrong: 2, unanswered: 197, score: 0.33 });

    const custom = await createdTest(t, user, { pattern: 'custom', count: 5, minutes: 10, subjects: ['ent'] });
    expect(custom.questions.every((q) => q.subjectId === 'ent')).toBe(true);
    expect(Date.parse(custom.deadline) - Date.parse(custom.startedAt)).toBe(10 * 60_000);
    const customResult = (await submitTest(t, user, custom.testId)).json();
    expect(customResult).toMatchObject({ unanswered: 5, score: 0, xpAwarded: 0 });
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: TEST_XP_PER_CORRECT });
  });

  it('pays the finishing bonus only to a full-length test answered to 80%', () => {
    expect(testXp({ correct: 150, answered: 160, total: 200, fullLength: true })).toBe(150 + TEST_FINISHED_XP);
    expect(testXp({ correct: 150, answered: 159, total: 200, fullLength: true })).toBe(150);
    expect(testXp({ correct: 240, answered: 300, total: 300, fullLength: true })).toBe(240 + TEST_FINISHED_XP);
    expect(testXp({ correct: 5, answered: 5, total: 5, fullLength: false })).toBe(5);
    expect(testXp({ correct: 0, answered: 0, total: 200, fullLength: true })).toBe(0);
  });

  it('pays a full-length test answered to 80% its correct answers and the bonus, once', async () => {
    const user = await createSignedInUser(db(), start);
    const test = await createdTest(t, user, { pattern: 'neet-pg' });
    const saved = await saveFirstAnswers(t, user, test, 160, (index) => index % 4 !== 0);
    expect(saved.statusCode, saved.body).toBe(200);
    const result = (await submitTest(t, user, test.testId)).json();
    expect(result).toMatchObject({ correct: 120, wrong: 40, xpAwarded: 120 + TEST_FINISHED_XP });
    expect((await submitTest(t, user, test.testId)).json().xpAwarded).toBe(120 + TEST_FINISHED_XP);
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: 120 + TEST_FINISHED_XP });
    await expectLedgerBalanced(db());
  });

  it('closes FMGE part 1 after its 150 minutes while part 2 stays open until 300', async () => {
    clock = start;
    const user = await createSignedInUser(db(), start);
    const test = await createdTest(t, user, { pattern: 'fmge' });
    const first = test.questions.find((q) => q.part === 1)!;
    const second = test.questions.find((q) => q.part === 2)!;
    clock = minutesLater(151);
    try {
      const closed = await saveTestAnswers(t, user, test.testId, [
        { questionId: first.id, choice: first.options[0]!.id, sequence: 1 },
      ]);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe(mcqTestMessages.timeUp);
      const open = await saveTestAnswers(t, user, test.testId, [
        { questionId: second.id, choice: second.options[0]!.id, sequence: 2 },
      ]);
      expect(open.json()).toEqual({ saved: 1 });
    } finally {
      clock = start;
    }
  });

  it('keeps another student out of a test (403) and refuses choices that are not options', async () => {
    const owner = await createSignedInUser(db(), start);
    const other = await createSignedInUser(db(), start);
    const test = await createdTest(t, owner, { pattern: 'custom', count: 3, minutes: 5 });
    const q = test.questions[0]!;
    for (const reply of [
      await getTest(t, other, test.testId),
      await saveTestAnswers(t, other, test.testId, [{ questionId: q.id, choice: q.options[0]!.id, sequence: 1 }]),
      await submitTest(t, other, test.testId),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe(mcqTestMessages.notYourTest);
    }
    const notOption = await saveTestAnswers(t, owner, test.testId, [{ questionId: q.id, choice: 'A', sequence: 1 }]);
    expect(notOption.statusCode).toBe(400);
    expect(notOption.json().message).toBe(mcqTestMessages.choiceNotAnOption);
    const notInTest = await saveTestAnswers(t, owner, test.testId, [
      { questionId: 'ent.q999', choice: null, sequence: 1 },
    ]);
    expect(notInTest.statusCode).toBe(400);
    expect((await getTest(t, owner, 'not-a-uuid')).statusCode).toBe(400);
    expect((await getTest(t, owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
