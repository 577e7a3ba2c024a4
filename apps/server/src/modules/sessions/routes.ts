import { authMessages } from '@medsutra/contract/auth/account-messages';
import {
  AUTH_LIMITS,
  authApiPaths,
  chatbaseIdentityReplySchema,
  chatbaseIdentityRequestSchema,
  messageReplySchema,
  sessionCreateReplySchema,
  sessionCreateRequestSchema,
  sessionDeleteRequestSchema,
  sessionReplySchema,
  sessionsReplySchema,
  sessionTokenParamsSchema,
  sessionUpdateRequestSchema,
} from '@medsutra/contract/auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requireSelf, requireUser } from '../../plugins/session-user.ts';
import type { SessionsService } from './service.ts';
import type { SessionCookie } from './session-cookie.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ service: SessionsService; cookie: SessionCookie }> = async (
  app,
  { service, cookie },
) => {
  app.post(
    authApiPaths.sessionCreate,
    {
      schema: { body: sessionCreateRequestSchema, response: { 200: sessionCreateReplySchema } },
      // Each call may write data into a session row, so a script cannot call it without end.
      // Counted per account (a hostel's students share one address), after the session is read.
      config: {
        rateLimit: {
          max: AUTH_LIMITS.sessionCreatePerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
          errorResponseBuilder: () => ({ statusCode: 429, message: authMessages.server.tooManySessionStarts }),
        },
      },
    },
    async (request) => {
      requireSelf(request, request.body.userEmail);
      if (!request.session) throw new AppError('unauthorized', authMessages.server.autoLoginRefused);
      const sessionToken = await service.describeCurrent(request.session, request.body);
      return { success: true as const, sessionToken, message: authMessages.server.sessionCreated };
    },
  );

  app.get(authApiPaths.sessions, { schema: { response: { 200: sessionsReplySchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return { success: true as const, sessions: await service.listActive(user, request.session) };
  });

  app.get(
    '/api/session/:token',
    { schema: { params: sessionTokenParamsSchema, response: { 200: sessionReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, session: await service.get(user, request.params.token) };
    },
  );

  app.put(
    '/api/session/:token',
    {
      schema: {
        params: sessionTokenParamsSchema,
        body: sessionUpdateRequestSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await service.replaceData(user, request.params.token, request.body.sessionData);
      return { success: true as const, message: authMessages.server.sessionSaved };
    },
  );

  app.delete(
    '/api/session/:token',
    {
      schema: {
        params: sessionTokenParamsSchema,
        body: sessionDeleteRequestSchema.optional(),
        response: { 200: messageReplySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const reason = request.body?.reason ?? 'logout';
      const { endedCurrent } = await service.endOwn(user, request.session, request.params.token, reason);
      if (endedCurrent) cookie.clear(reply);
      return { success: true as const, message: authMessages.server.sessionEnded };
    },
  );

  const chatbaseIdentity = async (user: ReturnType<typeof requireUser>, token: string, userId?: string) => ({
    success: true as const,
    identity: await service.chatbaseIdentity(user, token, userId),
  });
  app.get(
    '/api/session/:token/chatbase-identity',
    { schema: { params: sessionTokenParamsSchema, response: { 200: chatbaseIdentityReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chatbaseIdentity(requireUser(request), request.params.token);
    },
  );
  app.post(
    '/api/session/:token/chatbase-identity',
    {
      schema: {
        params: sessionTokenParamsSchema,
        body: chatbaseIdentityRequestSchema,
        response: { 200: chatbaseIdentityReplySchema },
      },
    },
    async (request) => chatbaseIdentity(requireUser(request), request.params.token, request.body.userId),
  );
};
