import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { ReadAlongsideSession } from '../../db/read-alongside.ts';
import { devices, sessions, users } from '../../db/schema.ts';
import { type PersonalDataSubject, rowsOwnedBy } from '../../lib/personal-data.ts';

export interface NewSession {
  tokenHash: string;
  userId: string;
  deviceFingerprint: string | null;
  userAgent: string | null;
  ipAddress: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A session counts as active before its absolute end, while used within the idle window. */
const active = (now: Date, idleCutoff: Date) =>
  and(isNull(sessions.endedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff));

/** What the session lookup returns of the session and its user. */
const activeLookupColumns = {
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
};

/** The active session behind a token hash: the same conditions as `active`, as placeholders. */
const activeLookupWhere = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.endedAt),
    // A suspended account has no live session, even one started while the suspension was
    // being written (sign-in reads the flag before it starts the session).
    eq(users.accessAllowed, 'yes'),
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
  );

/**
 * The session and its user in one statement, built once and prepared on each connection (no query
 * building per request; PostgreSQL parses and plans it once): every signed-in API call runs it.
 */
const prepareActiveLookup = (db: Database) =>
  db
    .select(activeLookupColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeLookupWhere())
    .limit(1)
    .prepare('session_user');
const activeLookups = preparedPerDatabase(prepareActiveLookup);

/**
 * The same lookup with another module's read of the session's user beside it, as one more column
 * (docs/decisions/070): prepared once per read and database.
 */
const prepareActiveLookupWith = (db: Database, alongside: ReadAlongsideSession<unknown>) =>
  db
    .select({
      ...activeLookupColumns,
      alongside: sql<unknown>`${alongside.select(sessions.userId, sql.placeholder('now'))}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeLookupWhere())
    .limit(1)
    .prepare(`session_user_with_${alongside.name}`);
const lookupsWith = new Map<string, (db: Database) => ReturnType<typeof prepareActiveLookupWith>>();
function activeLookupsWith(alongside: ReadAlongsideSession<unknown>) {
  let lookups = lookupsWith.get(alongside.name);
  if (!lookups) {
    lookups = preparedPerDatabase((db) => prepareActiveLookupWith(db, alongside));
    lookupsWith.set(alongside.name, lookups);
  }
  return lookups;
}

export function createSessionsRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insert(exec: DbExecutor, session: NewSession): Promise<{ id: string }> {
      const [row] = await exec.insert(sessions).values(session).returning({ id: sessions.id });
      return row!;
    },

    async end(exec: DbExecutor, sessionId: string, reason: string, now: Date): Promise<void> {
      await exec
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** Why the session behind this token hash ended, or null while it runs (or never existed). */
    async endedReasonByTokenHash(exec: DbExecutor, tokenHash: string): Promise<string | null> {
      const rows = await exec
        .select({ endedReason: sessions.endedReason })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNotNull(sessions.endedAt)))
        .limit(1);
      return rows[0]?.endedReason ?? null;
    },

    async endForDevice(exec: DbExecutor, userId: string, fingerprint: string, reason: string, now: Date) {
      await exec
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.userId, userId), eq(sessions.deviceFingerprint, fingerprint), isNull(sessions.endedAt)));
    },

    async endAllForUser(exec: DbExecutor, userId: string, reason: string, now: Date) {
      await exec
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
    },

    /** Ends every open session of the user but one (null: all); returns how many ended. */
    async endAllForUserExcept(exec: DbExecutor, userId: string, keep: string | null, reason: string, now: Date) {
      const ended = await exec
        .update(sessions)
        .set({ endedAt: now, endedReason: reason })
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep === null ? undefined : ne(sessions.id, keep)),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    /**
     * The active session with this token hash and its user, in one statement (it runs on every
     * signed-in request), with another module's read of that user when one is asked for. The
     * sessions module reads these user columns to define "signed in"; no other module's SQL
     * touches the sessions table.
     */
    async findActiveByTokenHash(
      db: Database,
      tokenHash: string,
      now: Date,
      idleCutoff: Date,
      alongside?: ReadAlongsideSession<unknown>,
    ) {
      // Placeholders take the driver's values as they are: timestamps as ISO strings, as drizzle
      // writes a Date parameter itself.
      const params = { tokenHash, now: now.toISOString(), idleCutoff: idleCutoff.toISOString() };
      if (!alongside) {
        const rows = await activeLookups(db).execute(params);
        return rows[0] ? { ...rows[0], alongside: undefined } : null;
      }
      const rows = await activeLookupsWith(alongside)(db).execute(params);
      return rows[0] ?? null;
    },

    async touch(exec: DbExecutor, sessionId: string, at: Date): Promise<void> {
      await exec.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },

    /** Every device fingerprint the user's sessions (ended or not) were signed in on. */
    async fingerprintsOf(exec: DbExecutor, userId: string): Promise<string[]> {
      const rows = await exec
        .selectDistinct({ fingerprint: sessions.deviceFingerprint })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNotNull(sessions.deviceFingerprint)));
      return rows.flatMap((row) => (row.fingerprint === null ? [] : [row.fingerprint]));
    },

    async findActiveOfUser(exec: DbExecutor, userId: string, sessionId: string, now: Date, idleCutoff: Date) {
      const [row] = await exec
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), active(now, idleCutoff)))
        .limit(1);
      return row ?? null;
    },

    async listActive(exec: DbExecutor, userId: string, now: Date, idleCutoff: Date) {
      return exec
        .select({
          id: sessions.id,
          deviceName: devices.deviceName,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .leftJoin(
          devices,
          and(eq(devices.userId, sessions.userId), eq(devices.fingerprint, sessions.deviceFingerprint)),
        )
        .where(and(eq(sessions.userId, userId), active(now, idleCutoff)))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /**
     * Merges `data` into the session's sessionData (top-level keys) while the result stays within
     * `maxBytes` as text; the check and the write are one statement, so parallel merges cannot
     * pass it together. False when it would not fit (nothing is written).
     */
    async mergeData(exec: DbExecutor, sessionId: string, data: Record<string, unknown>, maxBytes: number) {
      const merged = sql`(${sessions.sessionData} || ${JSON.stringify(data)}::jsonb)`;
      const rows = await exec
        .update(sessions)
        .set({ sessionData: merged })
        .where(and(eq(sessions.id, sessionId), sql`octet_length(${merged}::text) <= ${maxBytes}`))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async replaceData(exec: DbExecutor, sessionId: string, data: Record<string, unknown>) {
      await exec.update(sessions).set({ sessionData: data }).where(eq(sessions.id, sessionId));
    },

    async setFingerprintIfMissing(exec: DbExecutor, sessionId: string, fingerprint: string) {
      await exec
        .update(sessions)
        .set({ deviceFingerprint: fingerprint })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.deviceFingerprint)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** The subject's sessions for the export: metadata only, never the token hash or the session data. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await rowsOwnedBy(
    tx,
    sessions,
    {
      id: sessions.id,
      deviceFingerprint: sessions.deviceFingerprint,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endedReason: sessions.endedReason,
    },
    sessions.userId,
    subject,
  );
  return { sessions: rows };
}

/** Deletes the subject's sessions at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(sessions).where(eq(sessions.userId, subject.id));
  return [];
}
