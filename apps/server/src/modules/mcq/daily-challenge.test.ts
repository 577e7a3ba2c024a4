import crypto from 'node:crypto';
import {
  DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP,
  DAILY_CHALLENGE_SIZE,
  DAILY_CHALLENGE_XP_PER_CORRECT,
} from '@medsutra/contract/mcq/daily-api';
import { expect, it } from 'vitest';
import { dailyChallenge } from '../../../test/helpers/daily-challenge.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { answerIndexes, optionId, sendAnswer } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

// 23:00 IST on 23 November; 19:00 UTC is already 24 November in Asia/Kolkata.
let clock = new Date('2026-11-23T17:30:00Z');
const t = testAppForFile({ now: () => clock });
const db = () => t.database.handle.db;

it('deals the same five questions to everyone on an Asia/Kolkata day, each with their own option ids', async () => {
  const asha = await createSignedInUser(db(), clock);
  const ravi = await createSignedInUser(db(), clock);
  const first = await dailyChallenge(t, asha);
  const second = await dailyChallenge(t, ravi);
  expect(first.day).toBe('2026-11-23');
  expect(first.questions).toHaveLength(DAILY_CHALLENGE_SIZE);
  expect(second.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
  expect(second.questions[0]!.options.map((o) => o.id)).not.toEqual(first.questions[0]!.options.map((o) => o.id));
  // Asking again the same day gives the same session.
  expect((await dailyChallenge(t, asha)).sessionId).toBe(first.sessionId);

  clock = new Date('2026-11-23T19:00:00Z');
  try {
    const tomorrow = await dailyChallenge(t, asha);
    expect(tomorrow.day).toBe('2026-11-24');
    expect(tomorrow.sessionId).not.toBe(first.sessionId);
    expect(tomorrow.questions.map((q) => q.id)).not.toEqual(first.questions.map((q) => q.id));
  } finally {
    clock = new Date('2026-11-23T17:30:00Z');
  }
});

it('pays 10 XP per correct answer and 20 more for all five, once', async () => {
  const student = await createSignedInUser(db(), clock);
  const challenge = await dailyChallenge(t, student);
  const keys = await answerIndexes(
    db(),
    challenge.questions.map((q) => q.id),
  );
  const xp: number[] = [];
  let lastPayload: Parameters<typeof sendAnswer>[2] | undefined;
  for (const question of challenge.questions) {
    lastPayload = {
      sessionId: challenge.sessionId,
      questionId: question.id,
      choice: optionId(question, keys.get(question.id)!),
      answerId: crypto.randomUUID(),
    };
    const reply = await sendAnswer(t, student, lastPayload);
    expect(reply.json().correct).toBe(true);
    xp.push(reply.json().xpAwarded);
  }
  const perCorrect = DAILY_CHALLENGE_XP_PER_CORRECT;
  expect(xp).toEqual([
    perCorrect,
    perCorrect,
    perCorrect,
    perCorrect,
    perCorrect + DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP,
  ]);
  const total = DAILY_CHALLENGE_SIZE * perCorrect + DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP;
  expect(await walletOf(db(), student.id)).toMatchObject({ xp: total });
  // A resend changes nothing; the challenge shows every answer and the bonus.
  await sendAnswer(t, student, lastPayload!);
  expect(await walletOf(db(), student.id)).toMatchObject({ xp: total });
  const after = await dailyChallenge(t, student);
  expect(Object.keys(after.answers)).toHaveLength(DAILY_CHALLENGE_SIZE);
  expect(after.bonusXp).toBe(DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP);
  await expectLedgerBalanced(db());
});

it('pays no bonus when one answer is wrong', async () => {
  const student = await createSignedInUser(db(), clock);
  const challenge = await dailyChallenge(t, student);
  const keys = await answerIndexes(
    db(),
    challenge.questions.map((q) => q.id),
  );
  for (const [index, question] of challenge.questions.entries()) {
    await sendAnswer(t, student, {
      sessionId: challenge.sessionId,
      questionId: question.id,
      choice: optionId(question, keys.get(question.id)!, index !== 2),
    });
  }
  expect(await walletOf(db(), student.id)).toMatchObject({ xp: 4 * DAILY_CHALLENGE_XP_PER_CORRECT });
  expect((await dailyChallenge(t, student)).bonusXp).toBe(0);
});
