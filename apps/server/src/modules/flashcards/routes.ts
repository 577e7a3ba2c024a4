import multipart from '@fastify/multipart';
import {
  FLASHCARD_IMPORT_MAX_BYTES,
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
  flashcardImportReplySchema,
  flashcardLibraryBodySchema,
  flashcardLibraryReplySchema,
  flashcardMessages,
  flashcardPaths,
  flashcardReviewsBodySchema,
  flashcardReviewsReplySchema,
  flashcardSettingsBodySchema,
  flashcardSettingsReplySchema,
} from '@medsutra/contract/flashcards/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { privateAnswer } from '../../lib/private-answer.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { FlashcardsService } from './service.ts';

const importTooLarge = () => new AppError('payloadTooLarge', flashcardMessages.importTooLarge);

/** The one `.apkg` of a multipart form (field `file`); refused before reading when it says it is too large. */
async function readDeckFile(request: FastifyRequest): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > FLASHCARD_IMPORT_MAX_BYTES + 64 * 1024) throw importTooLarge();
  let bytes: Buffer | null = null;
  try {
    const part = await request.file();
    if (part?.fieldname === 'file') bytes = await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw importTooLarge();
    if (!code?.startsWith('FST_')) throw error;
  }
  if (!bytes || bytes.length === 0) throw badRequest(flashcardMessages.importFileMissing);
  return bytes;
}

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
    async (request, reply) => privateAnswer(request, reply, (user) => service.decks(user)),
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
    async (request) => service.addLibrary(requireUser(request), request.body.subtopicIds),
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
    async (request, reply) =>
      privateAnswer(request, reply, async (user) => ({ cards: await service.due(user, request.query.limit) })),
  );

  app.post(
    flashcardPaths.reviews,
    {
      bodyLimit: REVIEWS_BODY_LIMIT,
      schema: { body: flashcardReviewsBodySchema, response: { 200: flashcardReviewsReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => service.review(requireUser(request), request.body),
  );

  app.get(
    flashcardPaths.forecast,
    {
      schema: { querystring: flashcardForecastQuerySchema, response: { 200: flashcardForecastReplySchema } },
      config: { rateLimit: reads },
    },
    async (request, reply) =>
      privateAnswer(request, reply, (user) => service.forecast(user, request.query.retention, request.query.days)),
  );

  app.get(
    flashcardPaths.settings,
    { schema: { response: { 200: flashcardSettingsReplySchema } }, config: { rateLimit: reads } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.settings(user)),
  );

  app.put(
    flashcardPaths.settings,
    {
      schema: { body: flashcardSettingsBodySchema, response: { 200: flashcardSettingsReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => {
      const user = requireUser(request);
      return service.saveSettings(user, request.body);
    },
  );

  app.get(
    flashcardPaths.backlog,
    {
      schema: { querystring: flashcardBacklogQuerySchema, response: { 200: flashcardBacklogReplySchema } },
      config: { rateLimit: reads },
    },
    async (request, reply) => privateAnswer(request, reply, (user) => service.backlog(user, request.query.days)),
  );

  app.post(
    flashcardPaths.backlogSpread,
    {
      schema: { body: flashcardBacklogSpreadBodySchema, response: { 200: flashcardBacklogSpreadReplySchema } },
      config: { rateLimit: writes },
    },
    async (request) => service.spreadBacklog(requireUser(request), request.body.days),
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

  app.get(
    flashcardPaths.cardImage,
    { schema: { params: flashcardCardParamsSchema }, config: { rateLimit: reads }, compress: false },
    async (request, reply) => {
      const file = await service.cardImage(requireUser(request), request.params.cardId);
      reply.type('image/webp').header('cache-control', 'private, max-age=86400').header('content-length', file.size);
      return reply.send(file.stream);
    },
  );

  // The import: multipart, so the same-origin guard demands this site's Origin on it (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { files: 1, fields: 0, parts: 2, fileSize: FLASHCARD_IMPORT_MAX_BYTES },
    });
    uploads.post(
      flashcardPaths.import,
      {
        bodyLimit: FLASHCARD_IMPORT_MAX_BYTES + 64 * 1024,
        schema: { response: { 200: flashcardImportReplySchema } },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request) => {
        const user = requireUser(request);
        const bytes = await readDeckFile(request);
        return service.importApkg(user, bytes);
      },
    );
  });
};
