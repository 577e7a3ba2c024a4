import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

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
    async findByEmail(exec: Database, email: string): Promise<UserRow | null> {
      const [row] = await exec.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findById(exec: Database, id: string): Promise<UserRow | null> {
      const [row] = await exec.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByGoogleSubject(exec: Database, subject: string): Promise<UserRow | null> {
      const [row] = await exec.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return row ?? null;
    },

    async insert(exec: Database, user: NewUser): Promise<UserRow> {
      const [row] = await exec.insert(users).values(user).returning();
      return row!;
    },

    /** Links the Google account; Google has verified the address, so the account counts as verified. */
    async linkGoogleSubject(exec: Database, userId: string, subject: string, at: Date) {
      await exec
        .update(users)
        .set({ googleSubject: subject, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`, updatedAt: at })
        .where(eq(users.id, userId));
    },

    /** Marks the address verified; false when it already was (nothing changes then). */
    async markEmailVerified(exec: Database, userId: string, at: Date): Promise<boolean> {
      const rows = await exec
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setPasswordHash(exec: Database, userId: string, passwordHash: string, at: Date) {
      await exec.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    },

    /** The Profile page's edit; an absent field is left as it is. */
    async updateProfile(
      exec: Database,
      userId: string,
      change: { fullName?: string; phoneNumber?: string | null },
      at: Date,
    ): Promise<UserRow | null> {
      const [row] = await exec
        .update(users)
        .set({ ...change, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return row ?? null;
    },

    async setRole(exec: Database, email: string, role: 'user' | 'admin', at: Date): Promise<UserRow | null> {
      const [row] = await exec.update(users).set({ role, updatedAt: at }).where(eq(users.email, email)).returning();
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
