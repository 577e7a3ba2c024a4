import { dailyChallengeReplySchema, mcqDailyPaths } from '@medsutra/contract/mcq/daily-api';
import {
  bookmarkReplySchema,
  bookmarkRequestSchema,
  mcqApiPaths,
  mistakesDeckReplySchema,
  practiceAnswerReplySchema,
  practiceAnswerRequestSchema,
  practiceSessionReplySchema,
  practiceSessionRequestSchema,
} from '@medsutra/contract/mcq/practice-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { DailyChallengeService } from './daily-challenge-service.ts';
import type { PracticeService } from './practice-service.ts';

export const practiceRoutes: FastifyPluginAsyncZod<{
  service: PracticeService;
  dailyChallenge: DailyChallengeService;
  sessionsPerMinute: number;
  answersPerMinute: number;
}> = async (app, options) => {
  const { service } = options;

  app.post(
    mcqApiPaths.sessions,
    {
      schema: { body: practiceSessionRequestSchema, response: { 201: practiceSessionReplySchema } },
      config: { rateLimit: { max: options.sessionsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      privateAnswer(request, reply, async (user) =>
        reply.code(201).send(await service.startSession(user, request.body)),
      ),
  );

  app.post(
    mcqApiPaths.answers,
    {
      schema: { body: practiceAnswerRequestSchema, response: { 200: practiceAnswerReplySchema } },
      config: { rateLimit: { max: options.answersPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => service.answer(requireUser(request), request.body),
  );

  app.put(
    mcqApiPaths.bookmarks,
    {
      schema: { body: bookmarkRequestSchema, response: { 200: bookmarkReplySchema } },
      config: { rateLimit: { max: options.answersPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => service.setBookmark(requireUser(request), request.body),
  );

  app.get(
    mcqApiPaths.mistakes,
    {
      schema: { response: { 200: mistakesDeckReplySchema } },
      config: { rateLimit: { max: options.answersPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => service.mistakesDeck(user)),
  );

  app.get(
    mcqDailyPaths.challenge,
    {
      schema: { response: { 200: dailyChallengeReplySchema } },
      config: { rateLimit: { max: options.sessionsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => options.dailyChallenge.today(user)),
  );
};
