/**
 * Turns the session cookie into `request.user`. Every route that names a user checks it with
 * `requireSelf`, written once here.
 */
import crypto from 'node:crypto';
import type {} from '@fastify/cookie';
import { messages } from '@medsutra/contract/messages';
import { SESSION_COOKIE, SESSION_IDLE_DAYS } from '@medsutra/contract/sessions';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  role: 'user' | 'admin';
  accessAllowed: boolean;
  referralCode: string;
  emailVerified: boolean;
}

export interface ActiveSession {
  id: string;
  deviceFingerprint: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    session: ActiveSession | null;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function registerSessionUser(
  app: FastifyInstance,
  options: { db: Database; secureCookies: boolean; now: () => Date },
) {
  const cookieName = sessionCookieName(options.secureCookies);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  /**
   * The session and its user in one statement, built once and prepared on each connection (no
   * query building per request; PostgreSQL parses and plans it once): every API call runs it.
   */
  const sessionLookup = options.db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      deviceFingerprint: sessions.deviceFingerprint,
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      role: users.role,
      accessAllowed: users.accessAllowed,
      referralCode: users.referralCode,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('session_user');
  /** Sets `request.user` and `request.session` from the cookie: API calls and served pages. */
  async function loadSessionUser(request: FastifyRequest) {
    const token = request.cookies[cookieName];
    if (!token || token.length > 200) return;
    const now = options.now();
    const idleCutoff = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
    // Placeholders take the driver's values as they are: timestamps as ISO strings, as drizzle
    // writes a Date parameter itself.
    const rows = await sessionLookup.execute({
      tokenHash: hashSessionToken(token),
      now: now.toISOString(),
      idleCutoff: idleCutoff.toISOString(),
    });
    const row = rows[0];
    if (!row) return;
    request.user = {
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      phoneNumber: row.phoneNumber,
      role: row.role,
      accessAllowed: row.accessAllowed === 'yes',
      referralCode: row.referralCode,
      emailVerified: row.emailVerifiedAt !== null,
    };
    request.session = { id: row.sessionId, deviceFingerprint: row.deviceFingerprint };
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await options.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
  }
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await loadSessionUser(request);
  });
  return { loadSessionUser };
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', messages.api.signInRequired);
  return request.user;
}

/** The signed-in user when the email names them (or they are an admin); 401 or 403 otherwise. */
export function requireSelf(request: FastifyRequest, email: string | undefined | null): SessionUser {
  const user = requireUser(request);
  const named = (email ?? '').trim().toLowerCase();
  if (named !== user.email && user.role !== 'admin') {
    throw new AppError('forbidden', messages.api.notYourAccount);
  }
  return user;
}
