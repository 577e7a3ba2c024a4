/** GET /api/referral/summary: the student's own code, her share link, what it paid and who is waiting. */
import {
  referralApiPaths,
  referralLinkFor,
  referralSummaryQuerySchema,
  referralSummaryReplySchema,
} from '@medsutra/contract/economy/referral-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import type { ReferralService } from './referral-service.ts';
import { type AccountLookup, resolveSubject } from './subject.ts';

export const referralRoutes: FastifyPluginAsyncZod<{
  users: AccountLookup;
  referrals: ReferralService;
  publicUrl: string;
}> = async (app, options) => {
  app.get(
    referralApiPaths.summary,
    { schema: { querystring: referralSummaryQuerySchema, response: { 200: referralSummaryReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const subject = await resolveSubject(options.users, request, request.query.email);
      const summary = await options.referrals.summary(subject.userId);
      if (!summary) throw notFound('There is no account with that email address.');
      return {
        success: true as const,
        ...summary,
        referralLink: referralLinkFor(options.publicUrl, summary.referralCode),
      };
    },
  );
};
