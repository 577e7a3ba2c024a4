/**
 * The named XP awards of docs/product-rules.md as one table: each turns its caller's input into
 * the entry it writes, fixing the amount (from the contract) and the idempotency key, which says
 * how often it can be paid. createEconomyService makes each a method `name(input, tx?)` that pays
 * it to `input.userId`.
 */

import type { LedgerKind } from '@medsutra/contract/economy/api';
import { economyMessages } from '@medsutra/contract/economy/api';
import { MEDSTAGRAM_SHARE_XP, PEARL_CREATED_XP, REVISION_SUBTOPIC_XP } from '@medsutra/contract/economy/table';
import { DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP, DAILY_CHALLENGE_XP_PER_CORRECT } from '@medsutra/contract/mcq/daily-api';
import { PRACTICE_XP_BY_DIFFICULTY } from '@medsutra/contract/mcq/practice-api';
import type { DbExecutor } from '../../db/executor.ts';
import type { EconomyResult } from './ledger-service.ts';

/** What one named XP award writes for its user. */
interface XpAward {
  xp: number;
  kind: LedgerKind;
  reason: string;
  reference: string;
  idempotencyKey: string;
}

const XP_AWARDS = {
  /** PEARL_CREATED_XP once per pearl. */
  pearlCreated: (input: { userId: string; pearlId: string }): XpAward => ({
    xp: PEARL_CREATED_XP,
    kind: 'pearl',
    reason: economyMessages.pearlCreated,
    reference: input.pearlId,
    idempotencyKey: `pearl:${input.userId}:${input.pearlId}`,
  }),

  /** MEDSTAGRAM_SHARE_XP once per item shared: sharing the same item again pays nothing. */
  sharedToMedstagram: (input: { userId: string; sharedItemId: string }): XpAward => ({
    xp: MEDSTAGRAM_SHARE_XP,
    kind: 'share',
    reason: economyMessages.sharedToMedstagram,
    reference: input.sharedItemId,
    idempotencyKey: `share:${input.userId}:${input.sharedItemId}`,
  }),

  /**
   * REVISION_SUBTOPIC_XP for a first revision or a scheduled review done on or after its due
   * date; whether it is either is the caller's (modules/revision). The key holds the
   * Asia/Kolkata day, so a subtopic pays at most once a day however many tabs revise it.
   */
  revisionSubtopicCompleted: (input: { userId: string; subtopicId: string; day: string }): XpAward => ({
    xp: REVISION_SUBTOPIC_XP,
    kind: 'revision',
    reason: economyMessages.revisionSubtopic,
    reference: input.subtopicId,
    idempotencyKey: `revision:${input.userId}:${input.subtopicId}:${input.day}`,
  }),

  /**
   * XP for due flashcards reviewed in one batch (FLASHCARD_REVIEW_XP each); how many, and the
   * daily cap, are the caller's (modules/flashcards). Keyed by the batch's first new review, so a
   * batch pays once.
   */
  flashcardsReviewed: (input: { userId: string; xp: number; batchKey: string }): XpAward => ({
    xp: input.xp,
    kind: 'flashcards',
    reason: economyMessages.flashcardReviewed,
    reference: input.batchKey,
    idempotencyKey: `flashcards:${input.userId}:${input.batchKey}`,
  }),

  /**
   * XP for a student's first correct answer to a practice question (by its difficulty), once per question ever. The
   * daily cap (PRACTICE_XP_DAILY_CAP) is the caller's: it counts the day's awards in the same
   * transaction (see modules/mcq/practice-xp.ts).
   */
  practiceFirstCorrect: (input: {
    userId: string;
    questionId: string;
    difficulty: keyof typeof PRACTICE_XP_BY_DIFFICULTY;
  }): XpAward => ({
    xp: PRACTICE_XP_BY_DIFFICULTY[input.difficulty],
    kind: 'practice',
    reason: economyMessages.practiceFirstCorrect,
    reference: input.questionId,
    idempotencyKey: `practice:${input.userId}:${input.questionId}`,
  }),

  /** A submitted test's XP (testXp in the contract: correct answers and the 80% bonus), once per test. */
  testFinished: (input: { userId: string; testId: string; xp: number }): XpAward => ({
    xp: input.xp,
    kind: 'test',
    reason: economyMessages.testFinished,
    reference: input.testId,
    idempotencyKey: `test:${input.userId}:${input.testId}`,
  }),

  /** DAILY_CHALLENGE_XP_PER_CORRECT once per question of a day's challenge. */
  dailyChallengeCorrect: (input: { userId: string; day: string; questionId: string }): XpAward => ({
    xp: DAILY_CHALLENGE_XP_PER_CORRECT,
    kind: 'daily_challenge',
    reason: economyMessages.dailyChallengeCorrect,
    reference: `${input.day}:${input.questionId}`,
    idempotencyKey: `daily-challenge:${input.userId}:${input.day}:${input.questionId}`,
  }),

  /** DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP once per day, for all of a day's challenge correct. */
  dailyChallengeAllCorrect: (input: { userId: string; day: string }): XpAward => ({
    xp: DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP,
    kind: 'daily_challenge',
    reason: economyMessages.dailyChallengeAllCorrect,
    reference: input.day,
    idempotencyKey: `daily-challenge-all:${input.userId}:${input.day}`,
  }),
};

type XpAwardName = keyof typeof XP_AWARDS;

/** Each named award as a method paying it to `input.userId` through the ledger's award. */
export type XpAwardMethods = {
  [Name in XpAwardName]: (input: Parameters<(typeof XP_AWARDS)[Name]>[0], tx?: DbExecutor) => Promise<EconomyResult>;
};

export function xpAwardMethods(
  award: (input: XpAward & { userId: string }, tx?: DbExecutor) => Promise<EconomyResult>,
): XpAwardMethods {
  const methods = {} as Record<XpAwardName, (input: { userId: string }, tx?: DbExecutor) => Promise<EconomyResult>>;
  for (const [name, entryOf] of Object.entries(XP_AWARDS) as [XpAwardName, (input: { userId: string }) => XpAward][]) {
    methods[name] = (input, tx) => award({ userId: input.userId, ...entryOf(input) }, tx);
  }
  return methods;
}
