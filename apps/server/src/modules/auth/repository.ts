import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  fullName: string;
  passwordHash: string | null;
  referredByCode: string | null;
  googleSubject?: string | null;
  /** Set for an account whose address Google has verified. */
  emailVerifiedAt?: Date | null;
}

/** The PostgreSQL error code of a unique violation, and which constraint it hit. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' ? (pgError.constraint ?? 'unknown') : null;
}

export function createUsersRepository() {
  return {
    findPersonalDataSubject,
    exportPersonalRows,
    erasePersonalRows,
    async findByEmail(exec: DbExecutor, email: string): Promise<UserRow | null> {
      const [row] = await exec.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findById(exec: DbExecutor, id: string): Promise<UserRow | null> {
      const [row] = await exec.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByGoogleSubject(exec: DbExecutor, subject: string): Promise<UserRow | null> {
      const [row] = await exec.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return row ?? null;
    },

    /**
     * Names and verification of several accounts (absent ids are simply missing), by name and then
     * id in the database's collation: the order public lists break ties in.
     */
    findSummaries(exec: DbExecutor, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return exec
        .select({
          id: users.id,
          fullName: users.fullName,
          handle: users.handle,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.fullName), asc(users.id));
    },

    /** Names and emails of several accounts (absent ids are simply missing). */
    findContacts(exec: DbExecutor, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return exec
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
    },

    async findIdByReferralCode(exec: DbExecutor, code: string): Promise<string | null> {
      const [row] = await exec.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
      return row?.id ?? null;
    },

    /** Locks the user's row until the transaction ends: per-user work (plans, devices) takes turns. */
    async lockById(tx: DbExecutor, userId: string): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async insert(exec: DbExecutor, user: NewUser): Promise<UserRow> {
      const [row] = await exec.insert(users).values(user).returning();
      return row!;
    },

    /** Links the Google account; Google has verified the address, so the account counts as verified. */
    async linkGoogleSubject(exec: DbExecutor, userId: string, subject: string, at: Date) {
      await exec
        .update(users)
        .set({ googleSubject: subject, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`, updatedAt: at })
        .where(eq(users.id, userId));
    },

    /** Marks the address verified; false when it already was (nothing changes then). */
    async markEmailVerified(exec: DbExecutor, userId: string, at: Date): Promise<boolean> {
      const rows = await exec
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setPasswordHash(exec: DbExecutor, userId: string, passwordHash: string, at: Date) {
      await exec.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    },

    /** The Profile page's edit; an absent field is left as it is. */
    async updateProfile(
      exec: DbExecutor,
      userId: string,
      change: {
        fullName?: string;
        phoneNumber?: string | null;
        targetExam?: UserRow['targetExam'];
        examDate?: string | null;
        confirmSmallSpends?: boolean;
      },
      at: Date,
    ): Promise<UserRow | null> {
      const [row] = await exec
        .update(users)
        .set({ ...change, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return row ?? null;
    },

    async setRole(exec: DbExecutor, email: string, role: 'user' | 'admin', at: Date): Promise<UserRow | null> {
      const [row] = await exec.update(users).set({ role, updatedAt: at }).where(eq(users.email, email)).returning();
      return row ?? null;
    },

    /**
     * The account with this public handle (case-insensitive), or null. Handles are lower-case
     * (generated so; `PUBLIC_HANDLE_SHAPE`), so the lower-cased key meets the unique index.
     */
    async findIdByHandle(exec: DbExecutor, handle: string): Promise<string | null> {
      const [row] = await exec
        .select({ id: users.id })
        .from(users)
        .where(eq(users.handle, handle.toLowerCase()))
        .limit(1);
      return row?.id ?? null;
    },

    /** The admin console's search: a part of the email, the name or the handle (case-insensitive). */
    search(exec: DbExecutor, query: string, limit: number): Promise<UserRow[]> {
      const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return exec
        .select()
        .from(users)
        .where(query ? or(ilike(users.email, like), ilike(users.fullName, like), ilike(users.handle, like)) : undefined)
        .orderBy(asc(users.email))
        .limit(limit);
    },

    /** Suspends ('no') or restores ('yes') an account; null when it already was so (or is gone). */
    setAccessAllowed(exec: DbExecutor, userId: string, accessAllowed: 'yes' | 'no', at: Date) {
      return changeStanding(exec, userId, 'accessAllowed', accessAllowed, at);
    },

    /** Sets an account's role; null when it already had it (or is gone). */
    setRoleById(exec: DbExecutor, userId: string, role: 'user' | 'admin', at: Date) {
      return changeStanding(exec, userId, 'role', role, at);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** The account's id and email as they are now (before erasure replaces the email). */
async function findPersonalDataSubject(tx: DbExecutor, userId: string): Promise<PersonalDataSubject | null> {
  const [row] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** An admin's change to an account's access or role: the user's id, or null when it already was so (or is gone). */
async function changeStanding<Column extends 'accessAllowed' | 'role'>(
  exec: DbExecutor,
  userId: string,
  column: Column,
  value: (typeof users.$inferSelect)[Column],
  at: Date,
) {
  const [row] = await exec
    .update(users)
    .set({ [column]: value, updatedAt: at })
    .where(and(eq(users.id, userId), ne(users[column], value)))
    .returning({ id: users.id });
  return row ?? null;
}

/** The profile for the export: whether a password or Google account is set, never the hash or Google's id. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      role: users.role,
      accessAllowed: users.accessAllowed,
      handle: users.handle,
      referralCode: users.referralCode,
      referredByCode: users.referredByCode,
      hasPassword: users.passwordHash,
      googleLinked: users.googleSubject,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, subject.id));
  return {
    users: rows.map((row) => ({
      ...row,
      hasPassword: row.hasPassword !== null,
      googleLinked: row.googleLinked !== null,
    })),
  };
}

/** A placeholder that names nobody and stays unique (the email column is unique). */
const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
const ERASED_NAME = 'Deleted user';

/**
 * At erasure the row stays (the ledger, orders and the audit point at it) but names nobody and
 * can sign in nowhere.
 */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx
    .update(users)
    .set({
      email: erasedEmail(subject.id),
      fullName: ERASED_NAME,
      phoneNumber: null,
      passwordHash: null,
      googleSubject: null,
      referredByCode: null,
      handle: `deleted-${subject.id.replaceAll('-', '').slice(0, 16)}`,
      accessAllowed: 'no',
      updatedAt: new Date(),
    })
    .where(eq(users.id, subject.id));
  return [];
}
