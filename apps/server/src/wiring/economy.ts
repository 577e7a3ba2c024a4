/**
 * Wires the economy (coins, XP, ledgers, referrals, the leaderboard) and the plans that are paid
 * in it; other modules are given the services returned here.
 */
import { createEconomyAccountHooks } from '../modules/economy/account-hooks.ts';
import { createEconomyHistory } from '../modules/economy/history.ts';
import { createLeaderboardRepository } from '../modules/economy/leaderboard-repository.ts';
import { leaderboardRoutes } from '../modules/economy/leaderboard-routes.ts';
import { createLeaderboardService } from '../modules/economy/leaderboard-service.ts';
import { referralRoutes } from '../modules/economy/referral-routes.ts';
import { createReferralService } from '../modules/economy/referral-service.ts';
import { economyRoutes } from '../modules/economy/routes.ts';
import { createEconomyService } from '../modules/economy/service.ts';
import { decoratePlans } from '../modules/plans/require-feature.ts';
import { planRoutes } from '../modules/plans/routes.ts';
import { createPlanService } from '../modules/plans/service.ts';
import { referralAccountsFrom } from './accounts.ts';
import type { WiringContext } from './context.ts';

export async function registerEconomy({ app, db, now, config, accountServices }: WiringContext) {
  const { users } = accountServices;
  const economy = createEconomyService({ db, now });
  const referrals = createReferralService({
    db,
    economy,
    accounts: referralAccountsFrom(accountServices),
    now,
  });
  const accountHooks = createEconomyAccountHooks(economy, referrals);
  const history = createEconomyHistory({ db, now });
  await app.register(economyRoutes, {
    users,
    economy,
    history,
    referrals,
  });
  await app.register(leaderboardRoutes, {
    users,
    service: createLeaderboardService({
      db,
      repository: createLeaderboardRepository(),
      economy,
      users,
      now,
    }),
  });
  await app.register(referralRoutes, { users, referrals, publicUrl: config.PUBLIC_URL });
  return { economy, history, accountHooks };
}

export type EconomyWiring = Awaited<ReturnType<typeof registerEconomy>>;

/** The paid plan of a user, and gating with requireFeature. */
export async function registerPlans({ app, db, now, accountServices }: WiringContext, { economy }: EconomyWiring) {
  const { users } = accountServices;
  const plans = createPlanService({ db, economy, users, now });
  decoratePlans(app, plans);
  await app.register(planRoutes, { plans, users });
  return plans;
}
