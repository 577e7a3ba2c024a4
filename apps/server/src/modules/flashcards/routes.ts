import {
  flashcardBacklogQuerySchema,
  flashcardBacklogReplySchema,
  flashcardBacklogSpreadBodySchema,
  flashcardBacklogSpreadReplySchema,
  flashcardCardBodySchema,
  flashcardCardParamsSchema,
  flashcardCardPatchSchema,
  flashcardCardReplySchema,
  flashcardDeckCreateBodySchema,
  flashcardDeckReplySchema,
  flashcardDecksReplySchema,
  flashcardDeletedReplySchema,
  flashcardDueQuerySchema,
  flashcardDueReplySchema,
  flashcardForecastQuerySchema,
  flashcardForecastReplySchema,
  flashcardLibraryBodySchema,
  flashcardLibraryReplySchema,
  flashcardPaths,
  flashcardReviewsBodySchema,
  flashcardReviewsReplySchema,
  flashcardSettingsBodySchema,
  flashcardSettingsReplySchema,
} from '@medsutra/contract/flashcards/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { FlashcardsService } from './service.ts';

/** A batch of FLASHCARD_REVIEW_BATCH_MAX reviews is about 40 KB; 256 KB leaves room and no more. */
const REVIEWS_BODY_LIMIT = 256 * 1024;

export const flashcardRoutes: FastifyPluginAsyncZod<{
  service: FlashcardsService;
  readsPerMinute: number;
  writesPerMinute: number;
}> = async (app, options) => {
  const { service } = options;
  const reads = { max: options.readsPerMinute, timeWindow: '1 minute' };
  const writes = { max: options.writesPerMinute, timeWindow: '1 minute' };

  app.get(
    flashcardPaths.decks,
    { schema: { response: { 200: flashcardDecksReplySchema } }, config: { rateLimit: reads } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return service.decks(user);
    },
  );

  app.post(
    flashcardPaths.decks,
    {
      schema: { body: flashcardDeckCreateBodySchema, response: { 200: flashcardDeckReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return { deck: await service.createDeck(user, request.body.name) };
    },
  );

  app.post(
    flashcardPaths.libraryDeck,
    {
      schema: { body: flashcardLibraryBodySchema, response: { 200: flashcardLibraryReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return service.addLibrary(user, request.body.subtopicIds);
    },
  );

  app.post(
    flashcardPaths.cards,
    {
      schema: { body: flashcardCardBodySchema, response: { 200: flashcardCardReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return { card: await service.createCard(user, request.body) };
    },
  );

  app.patch(
    flashcardPaths.card,
    {
      schema: {
        params: flashcardCardParamsSchema,
        body: flashcardCardPatchSchema,
        response: { 200: flashcardCardReplySchema },
      },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return { card: await service.editCard(user, request.params.cardId, request.body) };
    },
  );

  app.delete(
    flashcardPaths.card,
    {
      schema: { params: flashcardCardParamsSchema, response: { 200: flashcardDeletedReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      await service.deleteCard(user, request.params.cardId);
      return { deleted: true as const };
    },
  );

  app.get(
    flashcardPaths.due,
    {
      schema: { querystring: flashcardDueQuerySchema, response: { 200: flashcardDueReplySchema } },
      config: { rateLimit: reads },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { cards: await service.due(user, request.query.limit) };
    },
  );

  app.post(
    flashcardPaths.reviews,
    {
      bodyLimit: REVIEWS_BODY_LIMIT,
      schema: { body: flashcardReviewsBodySchema, response: { 200: flashcardReviewsReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return service.review(user, request.body);
    },
  );

  app.get(
    flashcardPaths.forecast,
    {
      schema: { querystring: flashcardForecastQuerySchema, response: { 200: flashcardForecastReplySchema } },
      config: { rateLimit: reads },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return service.forecast(user, request.query.retention, request.query.days);
    },
  );

  app.get(
    flashcardPaths.settings,
    { schema: { response: { 200: flashcardSettingsReplySchema } }, config: { rateLimit: reads } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { settings: await service.settings(user) };
    },
  );

  app.put(
    flashcardPaths.settings,
    {
      schema: { body: flashcardSettingsBodySchema, response: { 200: flashcardSettingsReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return { settings: await service.saveSettings(user, request.body) };
    },
  );

  app.get(
    flashcardPaths.backlog,
    {
      schema: { querystring: flashcardBacklogQuerySchema, response: { 200: flashcardBacklogReplySchema } },
      config: { rateLimit: reads },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return service.backlog(user, request.query.days);
    },
  );

  app.post(
    flashcardPaths.backlogSpread,
    {
      schema: { body: flashcardBacklogSpreadBodySchema, response: { 200: flashcardBacklogSpreadReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return service.spreadBacklog(user, request.body.days);
    },
  );

  // The export is a whole read of her own cards: a few a minute are plenty.
  app.get(
    flashcardPaths.exportCsv,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = requireUser(request);
      const csv = await service.exportCsv(user);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="medsutra-flashcards.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
