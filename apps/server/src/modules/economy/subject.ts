/**
 * Whose wallet a call names. The spec's URLs carry an email; the session decides: the signed-in
 * user themself, or an admin looking at someone (then nothing is recorded on their behalf).
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSelf } from '../../plugins/session-user.ts';
import { findUserIdByEmail } from './repository.ts';

export interface Subject {
  userId: string;
  /** False when an admin names another account. */
  isSelf: boolean;
}

export async function resolveSubject(db: Database, request: FastifyRequest, email: string): Promise<Subject> {
  const user = requireSelf(request, email);
  const named = email.trim().toLowerCase();
  if (named === user.email) return { userId: user.id, isSelf: true };
  const userId = await findUserIdByEmail(db, named);
  if (!userId) throw notFound('There is no account with that email address.');
  return { userId, isSelf: false };
}
