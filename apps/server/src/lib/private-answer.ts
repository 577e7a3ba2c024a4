/**
 * What a route answers from the signed-in student's own data: 401 without a session, and
 * `cache-control: private, no-store` on the answer, so no shared or browser cache keeps it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../modules/sessions/session-user.ts';
import { requireUser } from '../plugins/session-user.ts';

export function privateAnswer<T>(request: FastifyRequest, reply: FastifyReply, answer: (user: SessionUser) => T): T {
  const user = requireUser(request);
  reply.header('cache-control', 'private, no-store');
  return answer(user);
}

/**
 * The `onRequest` hook of a plugin whose every route answers private data: 401 without a session
 * (before validation, so a caller without one never gets a 400 first), and the same no-store header.
 */
export async function privateRoutes(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  requireUser(request);
  reply.header('cache-control', 'private, no-store');
}
