/**
 * The tutor's HTTP API. A message's reply is a stream of server-sent events over the POST itself
 * (`event: delta` as the answer is written, then `event: done` with the whole answer), so it works
 * through `fetch` behind proxies; with `Accept: application/json` it is one JSON reply instead.
 * Every check (owner, limit, budget) happens before the stream starts, as an ordinary 4xx.
 */
import {
  chatbaseConfigReplySchema,
  createThreadReplySchema,
  createThreadRequestSchema,
  feedbackRequestSchema,
  messageParamsSchema,
  okReplySchema,
  renameThreadRequestSchema,
  sendMessageRequestSchema,
  threadListQuerySchema,
  threadListReplySchema,
  threadParamsSchema,
  threadReplySchema,
  tutorAnswerSchema,
  tutorApiPaths,
  tutorUsageReplySchema,
} from '@medsutra/contract/tutor/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { TutorService } from './service.ts';

/** True when the client asked for one JSON reply rather than the event stream. */
function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.includes('application/json') && !accept.includes('text/event-stream');
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const tutorRoutes: FastifyPluginAsyncZod<{
  service: TutorService;
  messagesPerMinute: number;
  chatbaseAgentId: string | null;
}> = async (app, options) => {
  const { service } = options;
  const noStore = { 'cache-control': 'private, no-store' };

  app.post(
    tutorApiPaths.threads,
    { schema: { body: createThreadRequestSchema, response: { 201: createThreadReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply
        .code(201)
        .headers(noStore)
        .send(await service.createThread(user, request.body));
    },
  );

  app.get(
    tutorApiPaths.threads,
    { schema: { querystring: threadListQuerySchema, response: { 200: threadListReplySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.listThreads(requireUser(request), request.query.q);
    },
  );

  app.get(
    tutorApiPaths.thread,
    { schema: { params: threadParamsSchema, response: { 200: threadReplySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.thread(requireUser(request), request.params.threadId);
    },
  );

  app.patch(
    tutorApiPaths.thread,
    { schema: { params: threadParamsSchema, body: renameThreadRequestSchema, response: { 200: okReplySchema } } },
    async (request) => service.rename(requireUser(request), request.params.threadId, request.body.title),
  );

  app.delete(
    tutorApiPaths.thread,
    { schema: { params: threadParamsSchema, response: { 200: okReplySchema } } },
    async (request) => service.remove(requireUser(request), request.params.threadId),
  );

  app.get(tutorApiPaths.usage, { schema: { response: { 200: tutorUsageReplySchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return service.usage(requireUser(request));
  });

  app.get(
    tutorApiPaths.chatbaseConfig,
    { schema: { response: { 200: chatbaseConfigReplySchema } } },
    async (request) => {
      requireUser(request);
      return { success: true as const, agentId: options.chatbaseAgentId };
    },
  );

  app.post(
    tutorApiPaths.feedback,
    { schema: { params: messageParamsSchema, body: feedbackRequestSchema, response: { 200: okReplySchema } } },
    async (request) => service.feedback(requireUser(request), request.params.messageId, request.body),
  );

  app.post(
    tutorApiPaths.messages,
    {
      schema: { params: threadParamsSchema, body: sendMessageRequestSchema, response: { 200: tutorAnswerSchema } },
      config: { rateLimit: { max: options.messagesPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const accepted = await service.accept(user, request.params.threadId, request.body);
      if (wantsJson(request.headers.accept)) {
        reply.headers(noStore);
        return accepted.kind === 'replay' ? accepted.answer : service.run(accepted.turn);
      }
      // The stream: written by hand on the raw response, so nothing buffers or compresses it.
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
        connection: 'keep-alive',
      });
      const write = (chunk: string) => {
        if (!raw.destroyed && !raw.writableEnded) raw.write(chunk);
      };
      try {
        if (accepted.kind === 'replay') {
          write(sse('delta', { text: accepted.answer.answer }));
          write(sse('done', accepted.answer));
        } else {
          write(
            sse('start', {
              threadId: accepted.turn.thread.id,
              messageId: accepted.turn.answerId,
              usage: accepted.turn.usage,
            }),
          );
          const answer = await service.run(accepted.turn, (text) => write(sse('delta', { text })));
          write(sse('done', answer));
        }
      } catch (error) {
        request.log.error({ err: error }, 'the tutor stream failed');
        write(sse('error', { message: 'The answer could not be finished. Send it again to retry.' }));
      } finally {
        if (!raw.destroyed && !raw.writableEnded) raw.end();
      }
    },
  );
};
