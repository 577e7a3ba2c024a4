import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { oauthFlows, oauthLoginTokens } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export function createGoogleSignInRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insertFlow(exec: DbExecutor, flow: typeof oauthFlows.$inferInsert) {
      await exec.insert(oauthFlows).values(flow);
    },

    /** Single use: the flow is deleted as it is read. */
    async takeFlow(exec: DbExecutor, stateHash: string, now: Date) {
      const [row] = await exec
        .delete(oauthFlows)
        .where(and(eq(oauthFlows.stateHash, stateHash), gt(oauthFlows.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    async deleteExpired(exec: DbExecutor, now: Date) {
      await exec.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
      await exec.delete(oauthLoginTokens).where(lt(oauthLoginTokens.expiresAt, now));
    },

    async insertLoginToken(exec: DbExecutor, token: typeof oauthLoginTokens.$inferInsert) {
      await exec.insert(oauthLoginTokens).values(token);
    },

    /** The unused, unexpired token, locked until the transaction ends. */
    async lockLoginToken(exec: DbExecutor, tokenHash: string, now: Date) {
      const [row] = await exec
        .select()
        .from(oauthLoginTokens)
        .where(
          and(
            eq(oauthLoginTokens.tokenHash, tokenHash),
            isNull(oauthLoginTokens.usedAt),
            gt(oauthLoginTokens.expiresAt, now),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async markLoginTokenUsed(exec: DbExecutor, tokenHash: string, userId: string, now: Date) {
      await exec.update(oauthLoginTokens).set({ usedAt: now, userId }).where(eq(oauthLoginTokens.tokenHash, tokenHash));
    },
  };
}

export type GoogleSignInRepository = ReturnType<typeof createGoogleSignInRepository>;

/** The subject's sign-in hand-overs (by user id or email) for the export: metadata only, never the token hash. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
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
}

/** Deletes the subject's sign-in hand-overs at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx
    .delete(oauthLoginTokens)
    .where(or(eq(oauthLoginTokens.userId, subject.id), eq(oauthLoginTokens.email, subject.email)));
  return [];
}
