import {
  mindmapApiPaths,
  mindmapGenerateReplySchema,
  mindmapGenerateRequestSchema,
  mindmapIdParamsSchema,
  mindmapItemReplySchema,
  mindmapListParamsSchema,
  mindmapListReplySchema,
  mindmapMessages,
  mindmapShareReplySchema,
  mindmapShareRequestSchema,
} from '@medsutra/contract/mindmaps/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import type { PerUserLimit } from '../../lib/per-user-limit.ts';
import { privateAnswer } from '../../lib/private-answer.ts';
import { requireSelf, requireUser } from '../../plugins/session-user.ts';
import type { MindmapService } from './service.ts';

/** `Content-Disposition` for a download named after the topic, readable by every browser. */
function attachmentName(topic: string): string {
  const base =
    topic
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 80) || 'mindmap';
  const ascii = base.replace(/[^\x20-\x7e]+/g, '_');
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${base}.pdf`)}`;
}

export const mindmapRoutes: FastifyPluginAsyncZod<{
  service: MindmapService;
  /** Per address, by @fastify/rate-limit. */
  generatePerMinute: number;
  /** Per account, on the shared store: many addresses do not buy one account more. */
  generatePerUser: PerUserLimit;
}> = async (app, options) => {
  const { service } = options;

  app.post(
    mindmapApiPaths.generate,
    {
      schema: { body: mindmapGenerateRequestSchema, response: { 202: mindmapGenerateReplySchema } },
      config: { rateLimit: { max: options.generatePerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A person who is not signed in (or whose app has no email) is asked to log in.
      if (!request.user || !request.body.userEmail?.trim()) throw unauthorized(mindmapMessages.loginRequired);
      const user = requireSelf(request, request.body.userEmail);
      await options.generatePerUser.count(user.id);
      return reply.code(202).send(await service.generate(user, request.body.topic));
    },
  );

  app.get(
    mindmapApiPaths.list,
    { schema: { params: mindmapListParamsSchema, response: { 200: mindmapListReplySchema } } },
    async (request, reply) => {
      const user = requireSelf(request, request.params.userEmail);
      reply.header('cache-control', 'private, no-store');
      return service.list(user);
    },
  );

  app.get(
    mindmapApiPaths.item,
    { schema: { params: mindmapIdParamsSchema, response: { 200: mindmapItemReplySchema } } },
    async (request, reply) => privateAnswer(request, reply, (user) => service.item(user, request.params.id)),
  );

  app.get(mindmapApiPaths.pdf, { schema: { params: mindmapIdParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const { file, topic } = await service.pdf(user, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-length', file.size)
      .header('content-disposition', attachmentName(topic))
      .header('cache-control', 'private, no-cache')
      .send(file.stream);
  });

  app.post(
    mindmapApiPaths.share,
    { schema: { body: mindmapShareRequestSchema, response: { 200: mindmapShareReplySchema } } },
    async (request) => {
      const user = requireSelf(request, request.body.userEmail);
      return service.share(user, request.body);
    },
  );
};
