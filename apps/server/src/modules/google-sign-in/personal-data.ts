/** Google sign-in hand-over tokens: metadata only in the export (never the token hash); deleted at erasure. */
import { eq, or } from 'drizzle-orm';
import { oauthLoginTokens } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const googleSignInPersonalData: PersonalDataSource = {
  tables: { oauth_login_tokens: deleted },
  async exportRows(tx, subject) {
    const rows = await tx
      .select({
        email: oauthLoginTokens.email,
        fullName: oauthLoginTokens.fullName,
        createdAt: oauthLoginTokens.createdAt,
        expiresAt: oauthLoginTokens.expiresAt,
        usedAt: oauthLoginTokens.usedAt,
      })
      .from(oauthLoginTokens)
      .where(or(eq(oauthLoginTokens.userId, subject.id), eq(oauthLoginTokens.email, subject.email)));
    return { oauth_login_tokens: rows };
  },
  async erase(tx, subject) {
    await tx
      .delete(oauthLoginTokens)
      .where(or(eq(oauthLoginTokens.userId, subject.id), eq(oauthLoginTokens.email, subject.email)));
    return undefined;
  },
};
