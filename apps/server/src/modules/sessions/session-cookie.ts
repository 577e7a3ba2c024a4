/**
 * The session cookie, set and cleared only here: HttpOnly, SameSite=Lax, path /; Secure with the
 * __Host- prefix over HTTPS. Routes that sign in or out are handed a SessionCookie.
 */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_TOKEN_LENGTH, sessionCookieName } from './token.ts';

export function createSessionCookie(secure: boolean) {
  const name = sessionCookieName(secure);
  return {
    name,
    /** The cookie's token, or undefined when there is none or it cannot be one. */
    read(request: FastifyRequest): string | undefined {
      const token = request.cookies[name];
      return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
    },
    set(reply: FastifyReply, session: { token: string; expiresAt: Date }) {
      reply.setCookie(name, session.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        expires: session.expiresAt,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
  };
}
export type SessionCookie = ReturnType<typeof createSessionCookie>;
