/**
 * The one plan query. GET /api/user/plan-features/{email}: the plan label, its premium features and when it ends.
 * A failed lookup yields Free (docs/product-rules.md, Signing in on the web). The check runs 100 ms after sign-in and again,
 * forced, after 2 s when it has not loaded by then (see lib/after-sign-in.ts).
 *
 * `usePlanFeatures()` is the web app's one place for plan gating: a premium page asks
 * `has('advancedCaseGenerator')`, which answers with the contract's `planHasFeature`. After a
 * payment, `planChanged(queryClient)` asks for it again (and for the balances, which a coin pack
 * or a plan's coins moved).
 */

import { authApiPaths } from '@medsutra/contract/auth/paths';
import { isPaidPlanLabel, type PlanId, type PremiumFeature } from '@medsutra/contract/economy/table';
import type { PlanFeaturesReply } from '@medsutra/contract/payments/api';
import { planFeatureFlags, planHasFeature } from '@medsutra/contract/payments/rules';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';

export interface PlanFeatures {
  plan: string;
  planId: PlanId;
  subscribed: boolean;
  features: Record<PremiumFeature, boolean>;
  /** ISO time the paid period ends; null on Free. */
  currentPeriodEnd: string | null;
}

const FREE_PLAN: PlanFeatures = {
  plan: 'Free',
  planId: 'free',
  subscribed: false,
  features: planFeatureFlags('free'),
  currentPeriodEnd: null,
};

async function getPlanFeatures(email: string): Promise<PlanFeatures> {
  try {
    const reply = await api.get<PlanFeaturesReply>(authApiPaths.planFeatures(email), { cache: 'no-store' });
    const planId: PlanId = reply.planId ?? 'free';
    return {
      plan: reply.plan,
      planId,
      subscribed: isPaidPlanLabel(reply.plan),
      features: { ...planFeatureFlags(planId), ...reply.features },
      currentPeriodEnd: reply.currentPeriodEnd ?? null,
    };
  } catch {
    return FREE_PLAN;
  }
}

const planFeaturesQueryKey = ['plan-features'] as const;
export const planFeaturesQueryOptions = (email: string) =>
  queryOptions({ queryKey: [...planFeaturesQueryKey, email], queryFn: () => getPlanFeatures(email) });

/** After a payment or a refund: the plan and the balances are asked for again. */
export function planChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: planFeaturesQueryKey });
  balancesMoved(queryClient);
}

/** The plan and whether it has loaded yet; Free until it has. */
export function usePlan(email: string | undefined) {
  const query = useQuery({ ...planFeaturesQueryOptions(email ?? ''), enabled: Boolean(email) });
  const plan = query.data ?? FREE_PLAN;
  return { ...plan, isPaid: isPaidPlanLabel(plan.plan), loaded: query.isSuccess };
}

/** The signed-in user's plan, with `has(feature)` for gating premium screens. */
export function usePlanFeatures() {
  const auth = useAuthState();
  const email = auth.status === 'signedIn' ? auth.user.email.trim().toLowerCase() : undefined;
  const plan = usePlan(email);
  return { ...plan, has: (feature: PremiumFeature) => planHasFeature(plan.planId, feature) };
}
