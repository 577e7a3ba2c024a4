/**
 * "Your data" (DPDP Act 2023): POST /api/account/export, GET /api/account/export/:id (status and
 * link), GET …/download (the ZIP, owner only), and GET|POST|DELETE /api/account/deletion.
 */
import {
  accountDataApiPaths,
  accountDataMessages,
  deletionReplySchema,
  deletionRequestSchema,
  deletionStatusReplySchema,
  exportParamsSchema,
  exportStartReplySchema,
  exportStatusReplySchema,
  latestExportReplySchema,
} from '@medsutra/contract/account/data';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session-user.ts';
import { type DeletionService, deletionDateLabel } from './deletion-service.ts';
import type { ExportService } from './export-service.ts';

/** Limits count per signed-in user: a college network shares one address. */
const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

export const accountDataRoutes: FastifyPluginAsyncZod<{
  exports: ExportService;
  deletion: DeletionService;
  exportsPerHour: number;
  deletionPerHour: number;
}> = async (app, { exports, deletion, exportsPerHour, deletionPerHour }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    accountDataApiPaths.export,
    {
      config: { rateLimit: { max: exportsPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: { body: z.object({}).optional(), response: { 202: exportStartReplySchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const exportId = await exports.start(user);
      return reply.code(202).send({ success: true as const, exportId });
    },
  );

  app.get(accountDataApiPaths.export, { schema: { response: { 200: latestExportReplySchema } } }, async (request) => {
    const user = requireUser(request);
    return { success: true as const, export: await exports.latest(user) };
  });

  app.get(
    accountDataApiPaths.exportStatus,
    { schema: { params: exportParamsSchema, response: { 200: exportStatusReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, export: await exports.status(user, request.params.exportId) };
    },
  );

  app.get(accountDataApiPaths.exportDownload, { schema: { params: exportParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { file, fileName } = await exports.download(user, request.params.exportId);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(file.stream);
  });

  app.get(
    accountDataApiPaths.deletion,
    { schema: { response: { 200: deletionStatusReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, deletion: await deletion.status(user) };
    },
  );

  app.post(
    accountDataApiPaths.deletion,
    {
      config: { rateLimit: { max: deletionPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: { body: deletionRequestSchema, response: { 200: deletionReplySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const scheduledFor = await deletion.schedule(user, request.body, request.ip);
      return {
        success: true as const,
        deletion: { scheduledFor: scheduledFor.toISOString() },
        message: accountDataMessages.deleteScheduled(deletionDateLabel(scheduledFor)),
      };
    },
  );

  app.delete(
    accountDataApiPaths.deletion,
    { schema: { body: z.object({}).optional(), response: { 200: deletionReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      await deletion.cancel(user);
      return { success: true as const, deletion: { scheduledFor: null }, message: accountDataMessages.deleteCancelled };
    },
  );
};
