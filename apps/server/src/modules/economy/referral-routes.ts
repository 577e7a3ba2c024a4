/** GET /api/referral/summary: the student's own code, her share link and what referrals paid her. */
import {
  referralApiPaths,
  referralLinkFor,
  referralSummaryQuerySchema,
  referralSummaryReplySchema,
} from '@medsutra/contract/referral-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findReferralTotals } from './referral-repository.ts';
import { resolveSubject } from './subject.ts';

export const referralRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (app, options) => {
  app.get(
    referralApiPaths.summary,
    { schema: { querystring: referralSummaryQuerySchema, response: { 200: referralSummaryReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const subject = await resolveSubject(options.db, request, request.query.email);
      const totals = await findReferralTotals(options.db, subject.userId);
      if (!totals) throw notFound('There is no account with that email address.');
      return {
        success: true as const,
        ...totals,
        referralLink: referralLinkFor(options.publicUrl, totals.referralCode),
      };
    },
  );
};
