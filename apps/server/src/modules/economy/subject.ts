/**
 * Whose wallet a call names. The contract's URLs carry an email; the session decides: the signed-in
 * user themself, or an admin looking at someone (then nothing is recorded on their behalf).
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { requireSelf } from '../../plugins/session-user.ts';

export interface Subject {
  userId: string;
  /** False when an admin names another account. */
  isSelf: boolean;
}

/** The accounts' email → user look-up (the user directory's `idByEmail`). */
export interface AccountLookup {
  idByEmail(email: string): Promise<string | null>;
}

export async function resolveSubject(users: AccountLookup, request: FastifyRequest, email: string): Promise<Subject> {
  const user = requireSelf(request, email);
  const named = email.trim().toLowerCase();
  if (named === user.email) return { userId: user.id, isSelf: true };
  const userId = await users.idByEmail(named);
  if (!userId) throw notFound('There is no account with that email address.');
  return { userId, isSelf: false };
}
