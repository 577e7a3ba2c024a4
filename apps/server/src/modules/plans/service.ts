/**
 * Plans: which plan a user is on (computed from the running subscription's period end, so a plan
 * ends by itself when its period does), what a paid plan order adds, and the monthly coin
 * deposits. The deposit job and the grant both go through here.
 */
import type { PlanId } from '@medsutra/contract/economy/table';
import {
  type PaidPlanId,
  PLAN_PERIOD_MONTHS,
  type PlanFeaturesReply,
  type PlanPeriod,
  planById,
  planFeatureFlags,
} from '@medsutra/contract/payments/api';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { ReadAlongsideSession } from '../../db/read-alongside.ts';
import type { EconomyService } from '../economy/service.ts';
import { addMonths, monthKey } from './calendar.ts';
import { createPlansRepository, type PlansRepository, type SubscriptionRow } from './repository.ts';

export interface CurrentPlan {
  planId: PlanId;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
}

export interface PlanPurchase {
  userId: string;
  planId: PaidPlanId;
  period: PlanPeriod;
  orderId: string;
  /** When the payment was confirmed: the period starts (or is extended) from here. */
  paidAt: Date;
}

/** The deposit's period for the economy's key: one per subscription and month. */
const depositPeriod = (subscriptionId: string, dueAt: Date) => `${subscriptionId}:${monthKey(dueAt)}`;

/** Subscriptions that ended longer ago than this are not looked at again for deposits they owe. */
const ENDED_LOOKBACK_MS = 40 * 24 * 60 * 60 * 1000;

export function createPlanService(deps: {
  db: Database;
  economy: EconomyService;
  /** The accounts' per-user lock (the user directory's `lock`). */
  users: { lock(exec: DbExecutor, userId: string): Promise<void> };
  now: () => Date;
  /** The subscriptions' SQL; the module's own unless a test passes another. */
  repository?: PlansRepository;
}) {
  const { db, economy, users, now } = deps;
  const repo = deps.repository ?? createPlansRepository();

  async function currentPlan(userId: string, ex: DbExecutor = db): Promise<CurrentPlan> {
    const running =
      ex === db
        ? await repo.runningSubscriptionUnlocked(db, userId, now())
        : await repo.runningSubscription(ex, userId, now());
    if (!running) return { planId: 'free', subscriptionId: null, currentPeriodEnd: null };
    return { planId: running.planId, subscriptionId: running.id, currentPeriodEnd: running.currentPeriodEnd };
  }

  async function payDeposit(ex: DbExecutor, subscription: SubscriptionRow, dueAt: Date) {
    await economy.planDeposit(
      { userId: subscription.userId, planId: subscription.planId, period: depositPeriod(subscription.id, dueAt) },
      ex,
    );
  }

  const running = repo.runningPlanAlongsideSession;
  /** The plan label read beside the session, for the auth status (decision 070). */
  const planLabelAlongsideSession: ReadAlongsideSession<string> = {
    name: running.name,
    select: running.select,
    decode: (value) => planById((running.decode(value) ?? 'free') as PlanId).label,
  };

  return {
    currentPlan,
    planLabelAlongsideSession,

    async planLabelFor(userId: string): Promise<string> {
      return planById((await currentPlan(userId)).planId).label;
    },

    async planFeatures(userId: string): Promise<PlanFeaturesReply> {
      const plan = await currentPlan(userId);
      return {
        success: true,
        plan: planById(plan.planId).label as PlanFeaturesReply['plan'],
        planId: plan.planId,
        subscribed: plan.planId !== 'free',
        features: planFeatureFlags(plan.planId),
        currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
      };
    },

    /**
     * Adds a paid plan period, inside the caller's grant transaction. The same plan extends the
     * running period; the other plan starts now, carrying over the unused time of the running one
     * at the two plans' monthly prices (so an upgrade or downgrade loses nothing). A new period
     * pays its first monthly deposit at once; the job pays the rest.
     */
    async applyPlanPurchase(tx: DbExecutor, purchase: PlanPurchase): Promise<{ subscriptionId: string }> {
      // Serialises plan changes of one user (two orders confirmed at once).
      await users.lock(tx, purchase.userId);
      const months = PLAN_PERIOD_MONTHS[purchase.period];
      const running = await repo.runningSubscription(tx, purchase.userId, purchase.paidAt);
      if (running && running.planId === purchase.planId) {
        // Counted from the start, so that a period begun on the 31st keeps ending on month ends.
        const monthsPaid = running.monthsPaid + months;
        const end = new Date(addMonths(running.startedAt, monthsPaid).getTime() + running.carriedMs);
        await repo.extendPeriod(tx, running.id, monthsPaid, end, purchase.paidAt);
        return { subscriptionId: running.id };
      }
      let carriedMs = 0;
      if (running) {
        const unusedMs = running.currentPeriodEnd.getTime() - purchase.paidAt.getTime();
        carriedMs = Math.floor(
          (unusedMs * planById(running.planId).monthlyPriceInr) / planById(purchase.planId).monthlyPriceInr,
        );
        await repo.endPeriod(tx, running.id, purchase.paidAt);
      }
      const subscription = await repo.insertSubscription(tx, {
        userId: purchase.userId,
        planId: purchase.planId,
        startedAt: purchase.paidAt,
        currentPeriodEnd: new Date(addMonths(purchase.paidAt, months).getTime() + carriedMs),
        monthsPaid: months,
        carriedMs,
        depositsPaid: 1,
        orderId: purchase.orderId,
      });
      await payDeposit(tx, subscription, purchase.paidAt);
      return { subscriptionId: subscription.id };
    },

    /**
     * Pays every monthly deposit that has come due: deposit n of a subscription falls on its
     * start + n months while that is before the period's end. Safe to run twice at once: each
     * deposit is claimed by its count and paid under its own idempotency key.
     */
    async payDueDeposits(): Promise<number> {
      const at = now();
      let paid = 0;
      const candidates = await repo.depositCandidates(db, at, new Date(at.getTime() - ENDED_LOOKBACK_MS));
      for (const subscription of candidates) {
        for (let n = subscription.depositsPaid; ; n++) {
          const dueAt = addMonths(subscription.startedAt, n);
          if (dueAt > at || dueAt >= subscription.currentPeriodEnd) break;
          const done = await db.transaction(async (tx) => {
            if (!(await repo.claimDeposit(tx, subscription.id, n, at))) return false;
            await payDeposit(tx, subscription, dueAt);
            return true;
          });
          if (!done) break;
          paid++;
        }
      }
      return paid;
    },
  };
}
export type PlanService = ReturnType<typeof createPlanService>;
