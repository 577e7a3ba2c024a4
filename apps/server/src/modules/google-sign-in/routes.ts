import { authMessages } from '@medsutra/contract/auth/account-messages';
import {
  authApiPaths,
  authReplySchema,
  googleCallbackQuerySchema,
  googleCompleteRequestSchema,
  googleStartQuerySchema,
} from '@medsutra/contract/auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../auth/routes.ts';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import { type GoogleSignInService, oauthCompleteLocation } from './service.ts';

const STATE_COOKIE = 'medsutra_oauth_state';

export const googleSignInRoutes: FastifyPluginAsyncZod<{
  service: GoogleSignInService;
  /** The sign-in state cookie's Secure flag and prefix (the session cookie is `cookie`'s). */
  secureCookies: boolean;
  cookie: SessionCookie;
}> = async (app, { service, secureCookies, cookie }) => {
  const stateCookieName = secureCookies ? `__Host-${STATE_COOKIE}` : STATE_COOKIE;

  app.get(authApiPaths.googleStart, { schema: { querystring: googleStartQuerySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!service.enabled) return reply.redirect(oauthCompleteLocation({ error: 'oauth_failed' }));
    try {
      const popup = request.query.popup === '1' || request.query.popup === 'true';
      const { url, state, maxAgeSeconds } = await service.start({ popup, referralCode: request.query.ref });
      reply.setCookie(stateCookieName, state, {
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which carries it.
        sameSite: 'lax',
        secure: secureCookies,
        path: '/',
        maxAge: maxAgeSeconds,
      });
      return reply.redirect(url);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in could not start (is the provider reachable?)');
      return reply.redirect(oauthCompleteLocation({ error: 'oauth_failed' }));
    }
  });

  app.get(
    authApiPaths.googleCallback,
    { schema: { querystring: googleCallbackQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const location = await service.callback(request.query, request.url, request.cookies[stateCookieName]);
      reply.clearCookie(stateCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
      return reply.redirect(location);
    },
  );

  app.post(
    authApiPaths.googleComplete,
    { schema: { body: googleCompleteRequestSchema, response: { 200: authReplySchema } } },
    async (request, reply) => {
      const { session, user } = await service.complete(request.body, requestContext(request));
      cookie.set(reply, session);
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: authMessages.server.signedIn, user };
    },
  );
};
