import { authMessages } from '@medsutra/contract/auth/account-messages';
import {
  authApiPaths,
  authReplySchema,
  authStatusReplySchema,
  logoutRequestSchema,
  messageReplySchema,
  providersReplySchema,
  signInRequestSchema,
  signUpRequestSchema,
  silentValidateReplySchema,
  silentValidateRequestSchema,
} from '@medsutra/contract/auth/api';
import { apiPaths } from '@medsutra/contract/http/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadAlongsideSession } from '../../db/read-alongside.ts';
import { readAlongside } from '../../plugins/session-user.ts';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import type { AuthService, RequestContext } from './service.ts';

const NO_CACHE = 'no-store, no-cache, must-revalidate, private';

export function requestContext(request: FastifyRequest): RequestContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    previousSessionId: request.session?.id ?? null,
  };
}

/**
 * The auth status for this request's cookie, by the API route and in every served page. A cookie
 * whose device was removed is told so once: the reply names the reason and clears the cookie.
 */
export async function answerAuthStatus(
  service: AuthService,
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: SessionCookie,
  planLabelRead?: ReadAlongsideSession<string>,
) {
  const token = request.user ? undefined : cookie.read(request);
  const planLabel = planLabelRead ? readAlongside(request, planLabelRead) : undefined;
  const status = await service.status(request.user, token, planLabel);
  if ('signedOutReason' in status) cookie.clear(reply);
  return status;
}

export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  cookie: SessionCookie;
  googleEnabled: boolean;
  /** The plan label read in the session's statement (the plans module's; decision 070). */
  planLabelRead?: ReadAlongsideSession<string>;
}> = async (app, { service, cookie, googleEnabled, planLabelRead }) => {
  app.post(
    authApiPaths.signup,
    { schema: { body: signUpRequestSchema, response: { 201: authReplySchema } } },
    async (request, reply) => {
      const { session, user } = await service.signUp(request.body, requestContext(request));
      cookie.set(reply, session);
      reply.header('cache-control', NO_CACHE).code(201);
      return { success: true as const, message: authMessages.server.accountCreated, user };
    },
  );

  app.post(
    authApiPaths.login,
    { schema: { body: signInRequestSchema, response: { 200: authReplySchema } } },
    async (request, reply) => {
      const header = request.headers['x-device-fingerprint'];
      const { session, user } = await service.signIn(
        request.body,
        typeof header === 'string' ? header : undefined,
        requestContext(request),
      );
      cookie.set(reply, session);
      reply.header('cache-control', NO_CACHE);
      return { success: true as const, message: authMessages.server.signedIn, user };
    },
  );

  app.post(
    authApiPaths.logout,
    { schema: { body: logoutRequestSchema, response: { 200: messageReplySchema } } },
    async (request, reply) => {
      await service.signOut(request.session);
      cookie.clear(reply);
      return { success: true as const, message: authMessages.server.signedOut };
    },
  );

  app.post(
    authApiPaths.silentValidate,
    { schema: { body: silentValidateRequestSchema, response: { 200: silentValidateReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      const result = await service.silentValidate(request.user, request.session, request.body);
      return { success: true as const, ...result };
    },
  );

  /** Whether this browser's session cookie is signed in; never cached. */
  app.get(
    apiPaths.authStatus,
    {
      schema: { response: { 200: authStatusReplySchema } },
      ...(planLabelRead ? { config: { readAlongsideSession: planLabelRead } } : {}),
    },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return answerAuthStatus(service, request, reply, cookie, planLabelRead);
    },
  );

  app.get(authApiPaths.providers, { schema: { response: { 200: providersReplySchema } } }, async () => ({
    success: true as const,
    google: googleEnabled,
  }));
};
