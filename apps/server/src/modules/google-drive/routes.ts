/**
 * The Google Drive calls. Every one needs a signed-in student and serves only that student's
 * Drive; the callback is Google's top-level redirect (it carries the session cookie, SameSite=Lax)
 * and answers with a redirect to the Drive page. Imports and syncs answer 202 with the import's
 * id, and the page polls its status; they are rate-limited per student.
 */
import {
  driveApiPaths,
  driveCallbackQuerySchema,
  driveConnectReplySchema,
  driveFilesQuerySchema,
  driveFilesReplySchema,
  driveImportRequestSchema,
  driveImportStartedSchema,
  driveImportStatusReplySchema,
  driveMessages,
  driveStatusReplySchema,
} from '@medsutra/contract/google-drive/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { GoogleDriveService } from './service.ts';

const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;
const okSchema = z.object({ success: z.literal(true), message: z.string() });

export const googleDriveRoutes: FastifyPluginAsyncZod<{ service: GoogleDriveService; importsPerHour: number }> = async (
  app,
  { service, importsPerHour },
) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    // The callback answers a signed-out browser with a redirect, not a 401 page.
    if (request.routeOptions.url !== driveApiPaths.callback) requireUser(request);
  });

  app.get(driveApiPaths.status, { schema: { response: { 200: driveStatusReplySchema } } }, async (request) => ({
    success: true as const,
    ...(await service.status(requireUser(request))),
  }));

  app.post(
    driveApiPaths.connect,
    {
      schema: { response: { 200: driveConnectReplySchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: perUser } },
    },
    async (request) => ({ success: true as const, url: await service.connect(requireUser(request)) }),
  );

  app.get(driveApiPaths.callback, { schema: { querystring: driveCallbackQuerySchema } }, async (request, reply) =>
    reply.redirect(await service.callback(request.user ?? null, request.query)),
  );

  app.get(
    driveApiPaths.files,
    {
      schema: { querystring: driveFilesQuerySchema, response: { 200: driveFilesReplySchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perUser } },
    },
    async (request) => ({
      success: true as const,
      ...(await service.files(requireUser(request), request.query.folderId, request.query.pageToken)),
    }),
  );

  app.post(
    driveApiPaths.import,
    {
      schema: { body: driveImportRequestSchema, response: { 202: driveImportStartedSchema } },
      config: { rateLimit: { max: importsPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ success: true as const, ...(await service.startImport(requireUser(request), request.body)) }),
  );

  app.post(
    driveApiPaths.sync,
    {
      schema: { response: { 202: driveImportStartedSchema } },
      config: { rateLimit: { max: importsPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
    },
    async (request, reply) =>
      reply.code(202).send({ success: true as const, ...(await service.startSync(requireUser(request))) }),
  );

  app.get(
    driveApiPaths.importStatus,
    {
      schema: { params: z.object({ id: z.string().max(100) }), response: { 200: driveImportStatusReplySchema } },
      config: { rateLimit: { max: 240, timeWindow: '1 minute', keyGenerator: perUser } },
    },
    async (request) => ({
      success: true as const,
      import: await service.importStatus(requireUser(request), request.params.id),
    }),
  );

  app.delete(driveApiPaths.connection, { schema: { response: { 200: okSchema } } }, async (request) => {
    await service.disconnect(requireUser(request));
    return { success: true as const, message: driveMessages.disconnected };
  });
};
