import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export function createPasswordResetRepository() {
  const usable = (tokenHash: string, now: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insert(exec: DbExecutor, token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
      await exec.insert(passwordResetTokens).values(token);
    },

    async isUsable(exec: DbExecutor, tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await exec
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(usable(tokenHash, now))
        .limit(1);
      return Boolean(row);
    },

    /** Marks the token used and returns its user, if it was still usable: single use even under a race. */
    async consume(exec: DbExecutor, tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await exec
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(usable(tokenHash, now))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },

    async invalidateAllOfUser(exec: DbExecutor, userId: string, now: Date) {
      await exec
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

/** The subject's reset links for the export: metadata only, never the token hash. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await tx
    .select({
      id: passwordResetTokens.id,
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, subject.id));
  return { password_reset_tokens: rows };
}

/** Deletes the subject's reset links at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, subject.id));
  return [];
}
