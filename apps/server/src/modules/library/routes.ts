/** The library's reading calls: every one needs a signed-in user; search is rate-limited per user. */
import {
  type LibraryOwnNoteHit,
  libraryApiPaths,
  libraryQuestionParamsSchema,
  libraryQuestionReplySchema,
  librarySearchQuerySchema,
  librarySearchReplySchema,
  libraryStatsReplySchema,
  librarySubjectParamsSchema,
  librarySubjectReplySchema,
  librarySubjectsReplySchema,
  librarySubtopicParamsSchema,
  librarySubtopicReplySchema,
} from '@medsutra/contract/library/api';
import { libraryMessages } from '@medsutra/contract/library/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { privateRoutes } from '../../lib/private-answer.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { LibraryService } from './service.ts';
import type { LibraryStats } from './stats.ts';

export interface LibraryRoutesOptions {
  service: LibraryService;
  stats: LibraryStats;
  searchPerMinute: number;
  /** The asker's own notes matching a search (the notes module's); none when not given. */
  ownNotes?: (user: SessionUser, query: string) => Promise<LibraryOwnNoteHit[]>;
}

const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

export const libraryRoutes: FastifyPluginAsyncZod<LibraryRoutesOptions> = async (app, options) => {
  const { service } = options;
  // Runs before validation, so a caller without a session gets 401 before any 400.
  app.addHook('onRequest', privateRoutes);

  app.get(libraryApiPaths.subjects, { schema: { response: { 200: librarySubjectsReplySchema } } }, () =>
    service.subjects(),
  );

  app.get(
    libraryApiPaths.subject,
    { schema: { params: librarySubjectParamsSchema, response: { 200: librarySubjectReplySchema } } },
    (request) => service.subject(request.params.subjectId),
  );

  app.get(
    libraryApiPaths.subtopic,
    { schema: { params: librarySubtopicParamsSchema, response: { 200: librarySubtopicReplySchema } } },
    (request) => service.subtopic(request.params.subtopicId),
  );

  app.get(libraryApiPaths.stats, { schema: { response: { 200: libraryStatsReplySchema } } }, () =>
    options.stats.stats(),
  );

  app.get(
    libraryApiPaths.question,
    { schema: { params: libraryQuestionParamsSchema, response: { 200: libraryQuestionReplySchema } } },
    async (request) => {
      const question = await service.questionView(request.params.questionId);
      if (!question) throw notFound(libraryMessages.questionNotFound);
      return { success: true as const, question };
    },
  );

  app.get(
    libraryApiPaths.search,
    {
      schema: { querystring: librarySearchQuerySchema, response: { 200: librarySearchReplySchema } },
      config: { rateLimit: { max: options.searchPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
    },
    async (request) => {
      const user = requireUser(request);
      const [reply, yourNotes] = await Promise.all([
        service.search(request.query.q),
        options.ownNotes ? options.ownNotes(user, request.query.q) : [],
      ]);
      return { ...reply, yourNotes };
    },
  );
};
