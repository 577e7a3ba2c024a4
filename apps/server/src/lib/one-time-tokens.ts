/**
 * The one helper for single-use links (email verification, password reset): a token of 256
 * random bits goes in the link, only its SHA-256 is stored, in the one `one_time_tokens` table
 * with the link's purpose (decision 152); using it marks it used, once, even under a race.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor.ts';
import { type OneTimeTokenPurpose, oneTimeTokens as table } from '../db/schema/one-time-tokens.ts';
import { sha256Hex } from './hash.ts';
import { deleted, type PersonalDataSource, type PersonalDataSubject, personalDataSource } from './personal-data.ts';

/** Why a token could not be used: never issued, used already, or past its time. */
export type OneTimeTokenState = 'unknown' | 'used' | 'expired';

/** A new token for a link, and the row that stores it (its hash, valid for `validForMs` from `at`). */
export function newOneTimeToken(at: Date, validForMs: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  return {
    token,
    row: { tokenHash: sha256Hex(token), createdAt: at, expiresAt: new Date(at.getTime() + validForMs) },
  };
}

/** The stored form of a token that came back in a link. */
export const oneTimeTokenHash = (token: string): string => sha256Hex(token);

/**
 * Reads and writes the single-use links of one purpose: a token of another purpose is unknown
 * here (a verification link cannot reset a password).
 */
export function oneTimeTokens(purpose: OneTimeTokenPurpose) {
  const ofPurpose = eq(table.purpose, purpose);
  const byHash = (tokenHash: string) => and(ofPurpose, eq(table.tokenHash, tokenHash));
  const usable = (tokenHash: string, now: Date) =>
    and(byHash(tokenHash), isNull(table.usedAt), gt(table.expiresAt, now));
  return {
    async insert(exec: DbExecutor, token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
      await exec.insert(table).values({ ...token, purpose });
    },

    async isUsable(exec: DbExecutor, tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await exec.select({ id: table.id }).from(table).where(usable(tokenHash, now)).limit(1);
      return Boolean(row);
    },

    /** Marks the token used and returns its user, if it was still usable: single use even under a race. */
    async consume(exec: DbExecutor, tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await exec
        .update(table)
        .set({ usedAt: now })
        .where(usable(tokenHash, now))
        .returning({ userId: table.userId });
      return row?.userId ?? null;
    },

    /** Why a token that could not be consumed was refused. */
    async stateOf(exec: DbExecutor, tokenHash: string, now: Date): Promise<OneTimeTokenState> {
      const [row] = await exec
        .select({ usedAt: table.usedAt, expiresAt: table.expiresAt })
        .from(table)
        .where(byHash(tokenHash))
        .limit(1);
      if (!row) return 'unknown';
      if (row.usedAt) return 'used';
      return row.expiresAt <= now ? 'expired' : 'unknown';
    },

    /** Retires the user's other links once one has worked (so an older one cannot be replayed). */
    async retireAllOfUser(exec: DbExecutor, userId: string, now: Date) {
      await exec
        .update(table)
        .set({ usedAt: now })
        .where(and(ofPurpose, eq(table.userId, userId), isNull(table.usedAt)));
    },
  };
}

/** The export and erasure of every purpose's links: one table, one source. */
export function oneTimeTokensPersonalData(): PersonalDataSource {
  return personalDataSource(
    { one_time_tokens: deleted },
    {
      /** The subject's links for the export: metadata only, never the token hash. */
      async exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
        const rows = await tx
          .select({
            id: table.id,
            purpose: table.purpose,
            createdAt: table.createdAt,
            expiresAt: table.expiresAt,
            usedAt: table.usedAt,
          })
          .from(table)
          .where(eq(table.userId, subject.id));
        return { one_time_tokens: rows };
      },

      /** Deletes the subject's links at erasure; they hold no files. */
      async erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
        await tx.delete(table).where(eq(table.userId, subject.id));
        return [];
      },
    },
  );
}
