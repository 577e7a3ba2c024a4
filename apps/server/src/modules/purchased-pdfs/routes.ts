/**
 * GET /api/pdfs/category/purchased?email=: the PDFs the web app downloads 1 s after sign-in, the
 * ones the user owns from the Golden Med Store or an admin grant (never their own uploads, which
 * they download for offline reading one by one). Their bytes are GET /api/pdfs/{id}/data.
 */
import { purchasedPdfsQuerySchema, purchasedPdfsReplySchema } from '@medsutra/contract/auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelf } from '../../plugins/session-user.ts';
import type { PdfService } from '../notes/pdf-service.ts';

export const purchasedPdfsRoutes: FastifyPluginAsyncZod<{ pdfs: PdfService }> = async (app, options) => {
  app.get(
    '/api/pdfs/category/purchased',
    { schema: { querystring: purchasedPdfsQuerySchema, response: { 200: purchasedPdfsReplySchema } } },
    async (request, reply) => {
      const user = requireSelf(request, request.query.email);
      reply.header('cache-control', 'no-store');
      const pdfs = await options.pdfs.list(user, 'purchased');
      return { success: true as const, pdfs: pdfs.map(({ id, title }) => ({ id, title })) };
    },
  );
};
