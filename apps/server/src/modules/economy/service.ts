/**
 * The economy service every feature uses: the ledger operations plus one named function per award
 * in docs/product-rules.md. Each named award fixes its amount (from the contract) and its idempotency key,
 * which says how often it can be paid.
 */

import { economyMessages } from '@medsutra/contract/economy/api';
import {
  AI_TOOL_NAMES,
  type AiToolKey,
  COIN_PACKS,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  PLANS,
  type PlanId,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REVISION_SUBTOPIC_XP,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP, DAILY_CHALLENGE_XP_PER_CORRECT } from '@medsutra/contract/mcq/daily-api';
import { PRACTICE_XP_BY_DIFFICULTY } from '@medsutra/contract/mcq/practice-api';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { economyDay } from '../../lib/calendar.ts';
import { createLedgerService } from './ledger-service.ts';
import { createEconomyRepository, type EconomyRepository } from './repository.ts';

const welcomeKey = (userId: string) => `welcome:${userId}`;
/** One reward per referral row: however many times its settling runs, it pays once. */
const referralKey = (referralId: string) => `referral:${referralId}`;
const aiSpendKey = (userId: string, jobId: string) => `ai:${userId}:${jobId}`;

export function createEconomyService(deps: { db: Database; repository?: EconomyRepository; now?: () => Date }) {
  const repository = deps.repository ?? createEconomyRepository();
  const ledger = createLedgerService({ ...deps, repository });
  const clock = deps.now ?? (() => new Date());

  return {
    ...ledger,

    /** The wallet read beside the session, for the balance and XP routes (decision 070). */
    walletAlongsideSession: repository.walletAlongsideSession,

    /** Leaves (true) or rejoins (false) the leaderboard; XP keeps counting either way. */
    setLeaderboardOptOut(userId: string, optOut: boolean) {
      return repository.setLeaderboardOptOut(deps.db, userId, optOut, clock());
    },

    /** Which of these students keep off leaderboards. */
    leaderboardOptOutsAmong(ids: readonly string[]) {
      return repository.leaderboardOptOutsAmong(deps.db, ids);
    },

    /** A user's coins and XP as they stand (zero before the wallet exists), for the admin console. */
    async balancesOf(userId: string): Promise<{ coins: number; xp: number }> {
      const wallet = await repository.readWallet(deps.db, userId);
      return { coins: wallet?.coinBalance ?? 0, xp: wallet?.xpBalance ?? 0 };
    },

    /** Whether today's (Asia/Kolkata) daily login is recorded: the task list shows it done. */
    async loggedInToday(userId: string): Promise<boolean> {
      const wallet = await repository.readWallet(deps.db, userId);
      return wallet?.lastLoginDay === economyDay(clock());
    },

    /** WELCOME_BONUS_COINS, once per account (level 1's bonus is inside it). */
    welcome(input: { userId: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          coins: WELCOME_BONUS_COINS,
          kind: 'welcome_bonus',
          reason: economyMessages.welcomeBonus,
          reference: input.userId,
          idempotencyKey: welcomeKey(input.userId),
        },
        tx,
      );
    },

    /** The referrer's reward. The conditions are the caller's (see referral-service.ts). */
    referral(input: { referrerId: string; referralId: string; refereeId: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.referrerId,
          coins: REFERRAL_REWARD_COINS,
          xp: REFERRAL_REWARD_XP,
          kind: 'referral',
          reason: economyMessages.referral,
          reference: input.refereeId,
          idempotencyKey: referralKey(input.referralId),
        },
        tx,
      );
    },

    /** PEARL_CREATED_XP once per pearl. */
    pearlCreated(input: { userId: string; pearlId: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          xp: PEARL_CREATED_XP,
          kind: 'pearl',
          reason: economyMessages.pearlCreated,
          reference: input.pearlId,
          idempotencyKey: `pearl:${input.userId}:${input.pearlId}`,
        },
        tx,
      );
    },

    /** MEDSTAGRAM_SHARE_XP once per item shared: sharing the same item again pays nothing. */
    sharedToMedstagram(input: { userId: string; sharedItemId: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          xp: MEDSTAGRAM_SHARE_XP,
          kind: 'share',
          reason: economyMessages.sharedToMedstagram,
          reference: input.sharedItemId,
          idempotencyKey: `share:${input.userId}:${input.sharedItemId}`,
        },
        tx,
      );
    },

    /**
     * REVISION_SUBTOPIC_XP for a first revision or a scheduled review done on or after its due
     * date; whether it is either is the caller's (modules/revision). The key holds the
     * Asia/Kolkata day, so a subtopic pays at most once a day however many tabs revise it.
     */
    revisionSubtopicCompleted(input: { userId: string; subtopicId: string; day: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          xp: REVISION_SUBTOPIC_XP,
          kind: 'revision',
          reason: economyMessages.revisionSubtopic,
          reference: input.subtopicId,
          idempotencyKey: `revision:${input.userId}:${input.subtopicId}:${input.day}`,
        },
        tx,
      );
    },

    /**
     * XP for due flashcards reviewed in one batch (FLASHCARD_REVIEW_XP each); how many, and the
     * daily cap, are the caller's (modules/flashcards). Keyed by the batch's first new review, so a
     * batch pays once.
     */
    flashcardsReviewed(input: { userId: string; xp: number; batchKey: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          xp: input.xp,
          kind: 'flashcards',
          reason: economyMessages.flashcardReviewed,
          reference: input.batchKey,
          idempotencyKey: `flashcards:${input.userId}:${input.batchKey}`,
        },
        tx,
      );
    },

    /**
     * XP for a student's first correct answer to a practice question (by its difficulty), once per question ever. The
     * daily cap (PRACTICE_XP_DAILY_CAP) is the caller's: it counts the day's awards in the same
     * transaction (see modules/mcq/practice-xp.ts).
     */
    practiceFirstCorrect(
      input: { userId: string; questionId: string; difficulty: keyof typeof PRACTICE_XP_BY_DIFFICULTY },
      tx?: DbExecutor,
    ) {
      return ledger.award(
        {
          userId: input.userId,
          xp: PRACTICE_XP_BY_DIFFICULTY[input.difficulty],
          kind: 'practice',
          reason: economyMessages.practiceFirstCorrect,
          reference: input.questionId,
          idempotencyKey: `practice:${input.userId}:${input.questionId}`,
        },
        tx,
      );
    },

    /** A submitted test's XP (testXp in the contract: correct answers and the 80% bonus), once per test. */
    testFinished(input: { userId: string; testId: string; xp: number }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          xp: input.xp,
          kind: 'test',
          reason: economyMessages.testFinished,
          reference: input.testId,
          idempotencyKey: `test:${input.userId}:${input.testId}`,
        },
        tx,
      );
    },

    /** DAILY_CHALLENGE_XP_PER_CORRECT once per question of a day's challenge. */
    dailyChallengeCorrect(input: { userId: string; day: string; questionId: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          xp: DAILY_CHALLENGE_XP_PER_CORRECT,
          kind: 'daily_challenge',
          reason: economyMessages.dailyChallengeCorrect,
          reference: `${input.day}:${input.questionId}`,
          idempotencyKey: `daily-challenge:${input.userId}:${input.day}:${input.questionId}`,
        },
        tx,
      );
    },

    /** DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP once per day, for all of a day's challenge correct. */
    dailyChallengeAllCorrect(input: { userId: string; day: string }, tx?: DbExecutor) {
      return ledger.award(
        {
          userId: input.userId,
          xp: DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP,
          kind: 'daily_challenge',
          reason: economyMessages.dailyChallengeAllCorrect,
          reference: input.day,
          idempotencyKey: `daily-challenge-all:${input.userId}:${input.day}`,
        },
        tx,
      );
    },

    /**
     * Charges one job of an AI tool its price on this install (`aiToolCost`: the model's price or
     * the library version's). Refused with 'Insufficient Med Coins' when the balance is short.
     * Call before starting the job; its XP is paid by aiToolFinished.
     */
    aiToolSpend(input: { userId: string; tool: AiToolKey; coins: number; jobId: string }, tx?: DbExecutor) {
      return ledger.spend(
        {
          userId: input.userId,
          coins: input.coins,
          kind: 'ai_spend',
          reason: economyMessages.aiToolUsed(AI_TOOL_NAMES[input.tool]),
          reference: input.jobId,
          idempotencyKey: aiSpendKey(input.userId, input.jobId),
          aiTool: input.tool,
        },
        tx,
      );
    },

    /** The XP of an AI tool's run (half its coins), paid once when the run is finished, never on starting it. */
    aiToolFinished(input: { userId: string; tool: AiToolKey; jobId: string }, tx?: DbExecutor) {
      return ledger.payAfterSpend(
        {
          userId: input.userId,
          spendKey: aiSpendKey(input.userId, input.jobId),
          reason: economyMessages.aiToolFinished(AI_TOOL_NAMES[input.tool]),
        },
        tx,
      );
    },

    /** A refused or failed AI job costs nothing: its coins come back (and its XP goes). */
    aiToolRefund(input: { userId: string; tool: AiToolKey; jobId: string }, tx?: DbExecutor) {
      return ledger.refund(
        {
          userId: input.userId,
          spendKey: aiSpendKey(input.userId, input.jobId),
          reason: economyMessages.aiToolRefunded(AI_TOOL_NAMES[input.tool]),
        },
        tx,
      );
    },

    /** A paid coin pack, once per payment order. */
    coinPackPurchased(input: { userId: string; packId: string; orderId: string }, tx?: DbExecutor) {
      const pack = COIN_PACKS.find((candidate) => candidate.id === input.packId);
      if (!pack) throw new Error(`Unknown coin pack ${input.packId}`);
      return ledger.award(
        {
          userId: input.userId,
          coins: pack.coins,
          kind: 'purchase',
          task: pack.id,
          reason: economyMessages.coinPackPurchased(pack.coins),
          reference: input.orderId,
          idempotencyKey: `purchase:${input.orderId}`,
        },
        tx,
      );
    },

    /** A paid plan's monthly coins, once per plan period (for example `2026-11`). */
    planDeposit(input: { userId: string; planId: PlanId; period: string }, tx?: DbExecutor) {
      const plan = PLANS.find((candidate) => candidate.id === input.planId);
      if (!plan || plan.monthlyCoinDeposit === 0) throw new Error(`Plan ${input.planId} deposits no coins`);
      return ledger.award(
        {
          userId: input.userId,
          coins: plan.monthlyCoinDeposit,
          kind: 'plan_deposit',
          task: plan.id,
          reason: economyMessages.planDeposit(plan.name),
          reference: input.period,
          idempotencyKey: `plan:${input.userId}:${input.period}`,
        },
        tx,
      );
    },
  };
}
export type EconomyService = ReturnType<typeof createEconomyService>;
