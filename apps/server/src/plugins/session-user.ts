/**
 * Turns the session cookie into `request.user` and `request.session` on every API call: a thin
 * named plugin over the sessions module, which owns the cookie and defines an active session
 * (`authenticate`). Every route that names a user checks it with `requireSelf`, written once here.
 */
import { apiMessages } from '@medsutra/contract/http/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadAlongsideSession, ReadAlongsideValue } from '../db/read-alongside.ts';
import { AppError } from '../lib/errors.ts';
import type { SessionsService } from '../modules/sessions/service.ts';
import type { SessionCookie } from '../modules/sessions/session-cookie.ts';
import type { ActiveSession, SessionUser } from '../modules/sessions/session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    session: ActiveSession | null;
    /** What the session lookup read alongside, when the route asked (decision 070). */
    sessionAlongside: ReadAlongsideValue | null;
  }
  interface FastifyContextConfig {
    /** A read of the signed-in user that rides in the session lookup's statement. */
    readAlongsideSession?: ReadAlongsideSession<unknown>;
  }
  interface FastifyInstance {
    /**
     * Sets `request.user` and `request.session` from the cookie (served pages call it too), with
     * `alongside` (by default the route's `readAlongsideSession`) read in the same statement.
     */
    loadSessionUser(request: FastifyRequest, alongside?: ReadAlongsideSession<unknown>): Promise<void>;
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
    app.decorateRequest('sessionAlongside', null);
    app.decorate('loadSessionUser', async (request: FastifyRequest, alongside?: ReadAlongsideSession<unknown>) => {
      const token = cookie.read(request);
      if (!token) return;
      const signedIn = await sessions.authenticate(
        token,
        alongside ?? request.routeOptions.config?.readAlongsideSession,
      );
      if (!signedIn) return;
      request.user = signedIn.user;
      request.session = signedIn.session;
      request.sessionAlongside = signedIn.alongside ?? null;
    });
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) await app.loadSessionUser(request);
    });
  },
  { name: 'session-user', dependencies: ['@fastify/cookie'] },
);

/**
 * The value `read` fetched beside this request's session, when the route asked for it and the
 * session was found; undefined otherwise, and the caller reads it the usual way.
 */
export function readAlongside<T>(request: FastifyRequest, read: ReadAlongsideSession<T>): T | undefined {
  const fetched = request.sessionAlongside;
  return fetched && fetched.read === read ? (fetched.value as T) : undefined;
}

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
