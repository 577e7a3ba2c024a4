/**
 * Sessions: started at sign-in (a new random token each time, only its hash stored), ended at
 * sign-out, by a password reset, or when their device is removed. The contract's /api/session calls
 * address a session by its id (`sessionToken`), and always only the caller's own sessions: the
 * cookie's token never appears in a URL or in JavaScript.
 */
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { AUTH_LIMITS } from '@medsutra/contract/auth/rules';
import {
  type ReportedSessionEndReason,
  reportedSessionEndReasons,
  SESSION_ABSOLUTE_DAYS,
  SESSION_IDLE_DAYS,
} from '@medsutra/contract/sessions/rules';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { ReadAlongsideSession, ReadAlongsideValue } from '../../db/read-alongside.ts';
import { AppError } from '../../lib/errors.ts';
import { chatbaseUserHash } from './chatbase-secret.ts';
import type { SessionsRepository } from './repository.ts';
import type { ActiveSession, SessionUser } from './session-user.ts';
import { hashSessionToken, newSessionToken } from './token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionStart {
  userId: string;
  deviceFingerprint: string | null;
  userAgent: string | null;
  ipAddress: string | null;
}

export interface StartedSession {
  id: string;
  token: string;
  expiresAt: Date;
}

export interface SessionsServiceDeps {
  db: Database;
  repository: SessionsRepository;
  now: () => Date;
  chatbaseSecret: () => Promise<string>;
}

export function createSessionsService(deps: SessionsServiceDeps) {
  const { db, repository, now } = deps;
  const idleCutoff = (at: Date) => new Date(at.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  const notFound = () => new AppError('notFound', authMessages.server.sessionNotFound);

  async function ownSession(user: SessionUser, token: string) {
    if (!UUID.test(token)) throw notFound();
    const at = now();
    const row = await repository.findActiveOfUser(db, user.id, token, at, idleCutoff(at));
    if (!row) throw notFound();
    return row;
  }

  return {
    /**
     * The one definition of an active session: the cookie's token names a session that has not
     * ended, is before its absolute end and was used within the idle window. Returns its user and
     * the session (null otherwise) and marks it used, at most once a minute. With `alongside`,
     * another module's read of the user comes back in the same statement (decision 070).
     */
    async authenticate(
      token: string,
      alongside?: ReadAlongsideSession<unknown>,
    ): Promise<{ user: SessionUser; session: ActiveSession; alongside?: ReadAlongsideValue } | null> {
      const at = now();
      const row = await repository.findActiveByTokenHash(db, hashSessionToken(token), at, idleCutoff(at), alongside);
      if (!row) return null;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repository.touch(db, row.sessionId, at);
      return {
        user: {
          id: row.id,
          email: row.email,
          fullName: row.fullName,
          phoneNumber: row.phoneNumber,
          role: row.role,
          accessAllowed: row.accessAllowed === 'yes',
          referralCode: row.referralCode,
          emailVerified: row.emailVerifiedAt !== null,
        },
        session: { id: row.sessionId, deviceFingerprint: row.deviceFingerprint },
        ...(alongside ? { alongside: { read: alongside, value: alongside.decode(row.alongside) } } : {}),
      };
    },

    /** The device fingerprints of every session the user has had (the devices module adds its own). */
    fingerprintsOf(exec: DbExecutor, userId: string): Promise<string[]> {
      return repository.fingerprintsOf(exec, userId);
    },

    /** A new session with a fresh 256-bit token; the caller sets the cookie. */
    async start(exec: DbExecutor, start: SessionStart): Promise<StartedSession> {
      const token = newSessionToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS);
      const { id } = await repository.insert(exec, {
        tokenHash: hashSessionToken(token),
        userId: start.userId,
        deviceFingerprint: start.deviceFingerprint,
        userAgent: start.userAgent?.slice(0, 512) ?? null,
        ipAddress: start.ipAddress,
        lastSeenAt: at,
        expiresAt,
      });
      return { id, token, expiresAt };
    },

    end(exec: DbExecutor, sessionId: string, reason: string) {
      return repository.end(exec, sessionId, reason, now());
    },

    /**
     * Why a cookie no longer signs in, when the browser should be told: its device was removed
     * from the account. Read without authenticating anything; other endings say nothing.
     */
    async reportedEndReason(token: string): Promise<ReportedSessionEndReason | null> {
      const reason = await repository.endedReasonByTokenHash(db, hashSessionToken(token));
      return reportedSessionEndReasons.find((reported) => reported === reason) ?? null;
    },

    endForDevice(exec: DbExecutor, userId: string, fingerprint: string, reason: string) {
      return repository.endForDevice(exec, userId, fingerprint, reason, now());
    },

    endAll(exec: DbExecutor, userId: string, reason: string) {
      return repository.endAllForUser(exec, userId, reason, now());
    },

    /** Every session of the user but `keep` (the one making the call); returns how many ended. */
    endOthers(exec: DbExecutor, userId: string, keep: string | null, reason: string): Promise<number> {
      return repository.endAllForUserExcept(exec, userId, keep, reason, now());
    },

    /** Any user's active sessions, for the admin console (no current-session flag). */
    async listActiveOf(userId: string) {
      const at = now();
      return repository.listActive(db, userId, at, idleCutoff(at));
    },

    async listActive(user: SessionUser, current: ActiveSession | null) {
      const at = now();
      const rows = await repository.listActive(db, user.id, at, idleCutoff(at));
      return rows.map((row) => ({
        id: row.id,
        deviceName: row.deviceName,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === current?.id,
      }));
    },

    /** POST /api/session/create: the caller's current session, with its data merged in. */
    async describeCurrent(
      session: ActiveSession,
      input: { deviceFingerprint?: string | undefined; sessionData?: Record<string, unknown> | undefined },
    ): Promise<string> {
      if (input.sessionData && Object.keys(input.sessionData).length > 0) {
        // Each call is capped by the schema; the session's total is capped here, or 60 calls
        // with new keys would grow one row without bound.
        const maxBytes = AUTH_LIMITS.sessionDataMaxBytes;
        if (!(await repository.mergeData(db, session.id, input.sessionData, maxBytes))) {
          throw new AppError('payloadTooLarge', authMessages.server.sessionDataFull(maxBytes / 1024));
        }
      }
      if (input.deviceFingerprint) await repository.setFingerprintIfMissing(db, session.id, input.deviceFingerprint);
      return session.id;
    },

    async get(user: SessionUser, token: string) {
      const row = await ownSession(user, token);
      return {
        sessionToken: row.id,
        sessionData: row.sessionData,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async replaceData(user: SessionUser, token: string, sessionData: Record<string, unknown>) {
      const row = await ownSession(user, token);
      await repository.replaceData(db, row.id, sessionData);
    },

    /** Ends one of the caller's sessions; says whether it was the one making the call. */
    async endOwn(user: SessionUser, current: ActiveSession | null, token: string, reason: string) {
      const row = await ownSession(user, token);
      await repository.end(db, row.id, reason.slice(0, 64) || 'logout', now());
      return { endedCurrent: row.id === current?.id };
    },

    /** The chat widget's identity: the user id and its HMAC, computed here and never taken from the client. */
    async chatbaseIdentity(user: SessionUser, token: string, askedUserId?: string) {
      await ownSession(user, token);
      if (askedUserId && askedUserId !== user.id) {
        throw new AppError('forbidden', authMessages.server.chatIdentityUserMismatch);
      }
      return { userId: user.id, userHash: chatbaseUserHash(await deps.chatbaseSecret(), user.id) };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
