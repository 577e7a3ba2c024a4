/**
 * Turns the session cookie into `request.user` and `request.session` on every API call: a thin
 * named plugin over the sessions module, which owns the cookie and defines an active session
 * (`authenticate`). Every route that names a user checks it with `requireSelf`, written once here.
 */
import { apiMessages } from '@medsutra/contract/http/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { SessionsService } from '../modules/sessions/service.ts';
import type { SessionCookie } from '../modules/sessions/session-cookie.ts';
import type { ActiveSession, SessionUser } from '../modules/sessions/session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Sets `request.user` and `request.session` from the cookie (served pages call it too). */
    loadSessionUser(request: FastifyRequest): Promise<void>;
  }
}

export interface SessionUserOptions {
  sessions: Pick<SessionsService, 'authenticate'>;
  cookie: SessionCookie;
}

export const sessionUserPlugin = fp<SessionUserOptions>(
  async function sessionUser(app: FastifyInstance, { sessions, cookie }) {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorate('loadSessionUser', async (request: FastifyRequest) => {
      const token = cookie.read(request);
      if (!token) return;
      const signedIn = await sessions.authenticate(token);
      if (!signedIn) return;
      request.user = signedIn.user;
      request.session = signedIn.session;
    });
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) await app.loadSessionUser(request);
    });
  },
  { name: 'session-user', dependencies: ['@fastify/cookie'] },
);

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', apiMessages.signInRequired);
  return request.user;
}

/** The signed-in user when the email names them (or they are an admin); 401 or 403 otherwise. */
export function requireSelf(request: FastifyRequest, email: string | undefined | null): SessionUser {
  const user = requireUser(request);
  const named = (email ?? '').trim().toLowerCase();
  if (named !== user.email && user.role !== 'admin') {
    throw new AppError('forbidden', apiMessages.notYourAccount);
  }
  return user;
}
