import type { FastifyReply } from 'fastify';
import { sessionCookieName } from '../../plugins/session-user.ts';

/** HttpOnly, SameSite=Lax, path /; Secure with the __Host- prefix over HTTPS. */
export function setSessionCookie(reply: FastifyReply, options: { token: string; expiresAt: Date; secure: boolean }) {
  reply.setCookie(sessionCookieName(options.secure), options.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    expires: options.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
