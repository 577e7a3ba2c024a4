/**
 * The accounts' look-ups for other modules: one email → user look-up, the referral code, whether
 * an address is verified, and the per-user row lock. Other modules read the `users` table only
 * through these (never with SQL of their own).
 */
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { createUsersRepository, type UsersRepository } from './repository.ts';

export function createUserDirectory(deps: { db: Database; repository?: UsersRepository }) {
  const { db } = deps;
  const users = deps.repository ?? createUsersRepository();
  return {
    /** The id of the account with this (lower-case) email, or null. */
    async idByEmail(email: string, exec: DbExecutor = db): Promise<string | null> {
      return (await users.findByEmail(exec, email))?.id ?? null;
    },

    idByReferralCode(exec: DbExecutor, code: string): Promise<string | null> {
      return users.findIdByReferralCode(exec, code);
    },

    async isEmailVerified(exec: DbExecutor, userId: string): Promise<boolean> {
      return (await users.findById(exec, userId))?.emailVerifiedAt != null;
    },

    async referralCodeOf(exec: DbExecutor, userId: string): Promise<string | null> {
      return (await users.findById(exec, userId))?.referralCode ?? null;
    },

    /** Each account's full name and whether its address is verified, by id. */
    async summariesOf(
      exec: DbExecutor,
      ids: string[],
    ): Promise<Map<string, { fullName: string; emailVerified: boolean }>> {
      const rows = await users.findSummaries(exec, [...new Set(ids)]);
      return new Map(
        rows.map((row) => [row.id, { fullName: row.fullName, emailVerified: row.emailVerifiedAt !== null }]),
      );
    },

    /** Each account's name and public handle, by id (the admin console's "who"). */
    async namesOf(exec: DbExecutor, ids: string[]): Promise<Map<string, { fullName: string; handle: string }>> {
      const rows = await users.findSummaries(exec, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { fullName: row.fullName, handle: row.handle }]));
    },

    /**
     * The accounts among `ids` that exist, ordered by name and then id in the database's collation:
     * how a public list (the leaderboard) breaks a tie between equal scores.
     */
    async byName(exec: DbExecutor, ids: string[]): Promise<{ id: string; fullName: string }[]> {
      const rows = await users.findSummaries(exec, [...new Set(ids)]);
      return rows.map((row) => ({ id: row.id, fullName: row.fullName }));
    },

    /** The whole row, for the admin console (which may see an email). */
    findById(exec: DbExecutor, userId: string) {
      return users.findById(exec, userId);
    },

    idByHandle(exec: DbExecutor, handle: string): Promise<string | null> {
      return users.findIdByHandle(exec, handle);
    },

    search: users.search,
    setAccessAllowed: users.setAccessAllowed,
    setRoleById: users.setRoleById,

    /**
     * Name and email of accounts by id, for what must name the customer: a purchased PDF's
     * watermark and the admins' exports (never shown to other users).
     */
    async contactsOf(exec: DbExecutor, ids: string[]): Promise<Map<string, { fullName: string; email: string }>> {
      const rows = await users.findContacts(exec, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { fullName: row.fullName, email: row.email }]));
    },

    /** Locks the user's row until the transaction ends, so per-user changes take turns. */
    lock(tx: DbExecutor, userId: string): Promise<void> {
      return users.lockById(tx, userId);
    },
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
