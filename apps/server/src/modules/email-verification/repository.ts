import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { emailVerificationTokens } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type TokenState = 'unknown' | 'used' | 'expired';

export function createEmailVerificationRepository() {
  const usable = (tokenHash: string, now: Date) =>
    and(
      eq(emailVerificationTokens.tokenHash, tokenHash),
      isNull(emailVerificationTokens.usedAt),
      gt(emailVerificationTokens.expiresAt, now),
    );
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insert(exec: DbExecutor, token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
      await exec.insert(emailVerificationTokens).values(token);
    },

    /** Marks the token used and returns its user, if it was still usable: single use even under a race. */
    async consume(exec: DbExecutor, tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await exec
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(usable(tokenHash, now))
        .returning({ userId: emailVerificationTokens.userId });
      return row?.userId ?? null;
    },

    /** Why a token that could not be consumed was refused. */
    async stateOf(exec: DbExecutor, tokenHash: string, now: Date): Promise<TokenState> {
      const [row] = await exec
        .select({ usedAt: emailVerificationTokens.usedAt, expiresAt: emailVerificationTokens.expiresAt })
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash))
        .limit(1);
      if (!row) return 'unknown';
      if (row.usedAt) return 'used';
      return row.expiresAt <= now ? 'expired' : 'unknown';
    },

    /** Retires the user's other links once one has worked (so an older email cannot be replayed). */
    async retireAllOfUser(exec: DbExecutor, userId: string, now: Date) {
      await exec
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;

/** The subject's verification links for the export: metadata only, never the token hash. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await tx
    .select({
      id: emailVerificationTokens.id,
      createdAt: emailVerificationTokens.createdAt,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
    })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, subject.id));
  return { email_verification_tokens: rows };
}

/** Deletes the subject's verification links at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, subject.id));
  return [];
}
