/**
 * POST /api/data-import: preview (`commit: false`) or import (`commit: true`) the student's notes
 * and pearls from files; signed in, JSON only, a larger body limit than other calls, rate-limited.
 */
import {
  DATA_IMPORT_MAX_BYTES,
  dataImportApiPath,
  dataImportReplySchema,
  dataImportRequestSchema,
} from '@medsutra/contract/notes/data-import';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { DataImport } from './data-import.ts';

const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

export const dataImportRoutes: FastifyPluginAsyncZod<{ dataImport: DataImport; perHour: number }> = async (
  app,
  options,
) => {
  app.post(
    dataImportApiPath,
    {
      bodyLimit: DATA_IMPORT_MAX_BYTES,
      // A session is checked before the body is validated: no session is 401, never 400.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: { body: dataImportRequestSchema, response: { 200: dataImportReplySchema } },
      config: { rateLimit: { max: options.perHour, timeWindow: '1 hour', keyGenerator: perUser } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return options.dataImport.run(requireUser(request), request.body);
    },
  );
};
