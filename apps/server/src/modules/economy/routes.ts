/**
 * The economy's calls: balances, history and coin analytics. Every call names the
 * student by email and serves only her (or an admin); nothing here may be cached.
 */
import {
  analyticsQuerySchema,
  balanceQuerySchema,
  coinAnalyticsReplySchema,
  economyApiPaths,
  historyQuerySchema,
  historyReplySchema,
  medCoinsBalanceReplySchema,
  xpBalanceReplySchema,
} from '@medsutra/contract/economy/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAlongside } from '../../plugins/session-user.ts';
import type { EconomyHistory } from './history.ts';
import type { ReferralService } from './referral-service.ts';
import type { EconomyService } from './service.ts';
import { type AccountLookup, resolveSubject, type Subject } from './subject.ts';

export interface EconomyRoutesOptions {
  users: AccountLookup;
  economy: EconomyService;
  history: EconomyHistory;
  /** A paid daily login may complete the user's pending referral (a second day). */
  referrals: Pick<ReferralService, 'settle'>;
}

export const economyRoutes: FastifyPluginAsyncZod<EconomyRoutesOptions> = async (app, options) => {
  const { users, economy, history } = options;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // The header asks for both on every open tab: the wallet comes in the session's statement.
  const wallet = economy.walletAlongsideSession;
  const walletRead = (request: FastifyRequest, subject: Subject) =>
    subject.isSelf ? readAlongside(request, wallet) : undefined;

  /** Reading the coin balance is also the daily login: the first call of the day pays it. */
  app.get(
    economyApiPaths.medCoinsBalance,
    {
      schema: { querystring: balanceQuerySchema, response: { 200: medCoinsBalanceReplySchema } },
      config: { readAlongsideSession: wallet },
    },
    async (request) => {
      const subject = await resolveSubject(users, request, request.query.email);
      if (subject.isSelf) {
        const login = await economy.recordDailyLogin(subject.userId, walletRead(request, subject));
        if (login.dailyLoginAwarded) {
          // A referral problem must not cost the student her balance; the next trigger settles it.
          await options.referrals.settle(subject.userId).catch((error: unknown) => {
            request.log.error({ err: error }, 'settling the referral after the daily login failed');
          });
        }
        return {
          success: true as const,
          balance: login.coinBalance,
          streakDays: login.streakDays,
          dailyLoginAwarded: login.dailyLoginAwarded,
          isNewStreak: login.isNewStreak,
          streakBonus: login.streakBonus,
        };
      }
      const balances = await economy.balances(subject.userId);
      return {
        success: true as const,
        balance: balances.coinBalance,
        streakDays: balances.streakDays,
        dailyLoginAwarded: false,
        isNewStreak: false,
        streakBonus: 0,
      };
    },
  );

  app.get(
    economyApiPaths.xpBalance,
    {
      schema: { querystring: balanceQuerySchema, response: { 200: xpBalanceReplySchema } },
      config: { readAlongsideSession: wallet },
    },
    async (request) => {
      const subject = await resolveSubject(users, request, request.query.email);
      const balances = await economy.balances(subject.userId, walletRead(request, subject));
      return { success: true as const, xpBalance: balances.xpBalance, currentLevel: balances.level };
    },
  );

  for (const [path, ledger] of [
    [economyApiPaths.medCoinsHistory, 'coins'],
    [economyApiPaths.xpHistory, 'xp'],
  ] as const) {
    app.get(
      path,
      { schema: { querystring: historyQuerySchema, response: { 200: historyReplySchema } } },
      async (request) => {
        const { email, ...query } = request.query;
        const subject = await resolveSubject(users, request, email);
        return { success: true as const, ...(await history.history(ledger, subject.userId, query)) };
      },
    );
  }

  app.get(
    economyApiPaths.medCoinsAnalytics,
    { schema: { querystring: analyticsQuerySchema, response: { 200: coinAnalyticsReplySchema } } },
    async (request) => {
      const subject = await resolveSubject(users, request, request.query.email);
      return { success: true as const, ...(await history.coinAnalytics(subject.userId)) };
    },
  );
};
