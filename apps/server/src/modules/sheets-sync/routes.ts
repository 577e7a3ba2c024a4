/** The admins' sheets sync: status, CSV downloads, the grants import, and the Google export. */
import {
  goldenApiPaths,
  grantImportReplySchema,
  grantImportRequestSchema,
  sheetsGoogleReplySchema,
  sheetsKindParamsSchema,
  sheetsStatusReplySchema,
} from '@medsutra/contract/golden-store/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { GoldenStoreService } from '../golden-store/service.ts';
import type { SheetsSyncService } from './service.ts';

export const sheetsSyncRoutes: FastifyPluginAsyncZod<{
  service: SheetsSyncService;
  golden: GoldenStoreService;
  perMinute: number;
}> = async (app, options) => {
  const { service, golden } = options;
  const limit = { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } };

  app.get(goldenApiPaths.sheetsStatus, { schema: { response: { 200: sheetsStatusReplySchema } } }, async (request) =>
    service.status(requireUser(request)),
  );

  app.get(
    goldenApiPaths.sheetsExportCsv,
    { schema: { params: sheetsKindParamsSchema }, config: limit },
    async (request, reply) => {
      const csv = await service.csv(requireUser(request), request.params.kind);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="medsutra-${request.params.kind}-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    goldenApiPaths.sheetsExportGoogle,
    { schema: { params: sheetsKindParamsSchema, response: { 200: sheetsGoogleReplySchema } }, config: limit },
    async (request) => service.toGoogle(requireUser(request), request.params.kind),
  );

  app.post(
    goldenApiPaths.sheetsImportPreview,
    { schema: { body: grantImportRequestSchema, response: { 200: grantImportReplySchema } }, config: limit },
    async (request) => golden.previewImport(requireUser(request), request.body.csv),
  );

  app.post(
    goldenApiPaths.sheetsImportApply,
    { schema: { body: grantImportRequestSchema, response: { 200: grantImportReplySchema } }, config: limit },
    async (request) => golden.applyImport(requireUser(request), request.body.csv),
  );
};
