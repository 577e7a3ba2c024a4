/**
 * The economy service every feature uses: the ledger operations plus one named function per award
 * in docs/product-rules.md (the XP-only ones from the table in xp-awards.ts). Each named award
 * fixes its amount (from the contract) and its idempotency key, which says how often it can be paid.
 */

import { economyMessages } from '@medsutra/contract/economy/api';
import {
  AI_TOOL_NAMES,
  type AiToolKey,
  COIN_PACKS,
  PLANS,
  type PlanId,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { economyDay } from '../../lib/calendar.ts';
import { createLedgerService } from './ledger-service.ts';
import { createEconomyRepository, type EconomyRepository } from './repository.ts';
import { xpAwardMethods } from './xp-awards.ts';

const welcomeKey = (userId: string) => `welcome:${userId}`;
/** One reward per referral row: however many times its settling runs, it pays once. */
const referralKey = (referralId: string) => `referral:${referralId}`;
const aiSpendKey = (userId: string, jobId: string) => `ai:${userId}:${jobId}`;
/** What follows an AI job's spend (its XP or its refund): that spend's key, and the reason naming the tool. */
const afterAiSpend = (input: { userId: string; tool: AiToolKey; jobId: string }, reason: (tool: string) => string) => ({
  userId: input.userId,
  spendKey: aiSpendKey(input.userId, input.jobId),
  reason: reason(AI_TOOL_NAMES[input.tool]),
});

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

    /** The named XP awards (xp-awards.ts), each paid through award. */
    ...xpAwardMethods(ledger.award),

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
      return ledger.payAfterSpend(afterAiSpend(input, economyMessages.aiToolFinished), tx);
    },

    /** A refused or failed AI job costs nothing: its coins come back (and its XP goes). */
    aiToolRefund(input: { userId: string; tool: AiToolKey; jobId: string }, tx?: DbExecutor) {
      return ledger.refund(afterAiSpend(input, economyMessages.aiToolRefunded), tx);
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
