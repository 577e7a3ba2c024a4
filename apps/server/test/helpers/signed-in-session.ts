/**
 * The one way tests, browser tests and benchmarks sign a user in without the sign-in form: a
 * session row written as the sessions module writes it (hashed token, absolute end), and the
 * cookie a browser would send. Takes the app's database, or a raw client (`pg` or PGlite) for a
 * server that has not started yet.
 */
import { SESSION_ABSOLUTE_DAYS, SESSION_COOKIE } from '@medsutra/contract/sessions/rules';
import type { Database } from '../../src/db/client.ts';
import { createSessionsRepository } from '../../src/modules/sessions/repository.ts';
import { hashSessionToken, newSessionToken } from '../../src/modules/sessions/token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `pg` client or pool, or a PGlite instance. */
export interface RawSqlClient {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

export interface SeededSession {
  token: string;
  /** `medsutra_session=<token>`, ready for a Cookie header. */
  cookie: string;
  /** For a browser context's addCookies. */
  browserCookie: { name: string; value: string };
}

export async function seedSignedInSession(
  target: Database | RawSqlClient,
  userId: string,
  options: { now?: Date; expiresInDays?: number; deviceFingerprint?: string | null } = {},
): Promise<SeededSession> {
  const token = newSessionToken();
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (options.expiresInDays ?? SESSION_ABSOLUTE_DAYS) * DAY_MS);
  const deviceFingerprint = options.deviceFingerprint ?? null;
  if ('insert' in target) {
    await createSessionsRepository().insert(target, {
      tokenHash: hashSessionToken(token),
      userId,
      deviceFingerprint,
      userAgent: null,
      ipAddress: null,
      lastSeenAt: now,
      expiresAt,
    });
  } else {
    await target.query(
      'insert into sessions (token_hash, user_id, device_fingerprint, last_seen_at, expires_at) values ($1, $2, $3, $4, $5)',
      [hashSessionToken(token), userId, deviceFingerprint, now.toISOString(), expiresAt.toISOString()],
    );
  }
  return {
    token,
    cookie: `${SESSION_COOKIE}=${token}`,
    browserCookie: { name: SESSION_COOKIE, value: token },
  };
}
