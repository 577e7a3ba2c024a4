/** Password-reset links: metadata only in the export (never the token hash); deleted at erasure. */
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const passwordResetPersonalData: PersonalDataSource = {
  tables: { password_reset_tokens: deleted },
  async exportRows(tx, subject) {
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
  },
  async erase(tx, subject) {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, subject.id));
    return undefined;
  },
};
