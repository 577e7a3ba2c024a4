/** The leaderboard calls: read it, and leave or rejoin it. */
import {
  economyApiPaths,
  leaderboardQuerySchema,
  leaderboardReplySchema,
  leaderboardSettingsReplySchema,
  leaderboardSettingsRequestSchema,
  practiceBoardQuerySchema,
  practiceBoardReplySchema,
} from '@medsutra/contract/economy/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LeaderboardService } from './leaderboard-service.ts';
import { type AccountLookup, resolveSubject } from './subject.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod<{ users: AccountLookup; service: LeaderboardService }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    economyApiPaths.leaderboard,
    { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardReplySchema } } },
    async (request) => {
      const subject = await resolveSubject(options.users, request, request.query.email);
      return { success: true as const, ...(await options.service.leaderboard(subject.userId, request.query.period)) };
    },
  );

  app.get(
    economyApiPaths.practiceBoard,
    { schema: { querystring: practiceBoardQuerySchema, response: { 200: practiceBoardReplySchema } } },
    async (request) => {
      const subject = await resolveSubject(options.users, request, request.query.email);
      return { success: true as const, ...(await options.service.practiceBoard(subject.userId)) };
    },
  );

  app.put(
    economyApiPaths.leaderboardSettings,
    { schema: { body: leaderboardSettingsRequestSchema, response: { 200: leaderboardSettingsReplySchema } } },
    async (request) => {
      const subject = await resolveSubject(options.users, request, request.body.email);
      await options.service.setOptOut(subject.userId, request.body.optOut);
      return { success: true as const, optOut: request.body.optOut };
    },
  );
};
