/** Email verification links: metadata only in the export (never the token hash); deleted at erasure. */
import { eq } from 'drizzle-orm';
import { emailVerificationTokens } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const emailVerificationPersonalData: PersonalDataSource = {
  tables: { email_verification_tokens: deleted },
  async exportRows(tx, subject) {
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
  },
  async erase(tx, subject) {
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, subject.id));
    return undefined;
  },
};
