/**
 * GET /api/pdfs/category/purchased?email=: the PDFs the web app downloads 1 s after sign-in.
 * Nobody can buy a PDF until the notes store exists, so the honest answer is an empty list.
 */
import { purchasedPdfsQuerySchema, purchasedPdfsReplySchema } from '@medsutra/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelf } from '../../plugins/session-user.ts';

export const purchasedPdfsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pdfs/category/purchased',
    { schema: { querystring: purchasedPdfsQuerySchema, response: { 200: purchasedPdfsReplySchema } } },
    async (request, reply) => {
      requireSelf(request, request.query.email);
      reply.header('cache-control', 'no-store');
      return { success: true as const, pdfs: [] };
    },
  );
};
