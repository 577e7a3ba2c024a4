import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oauthFlows, oauthLoginTokens } from '../../db/schema.ts';

export function createGoogleSignInRepository() {
  return {
    async insertFlow(exec: Database, flow: typeof oauthFlows.$inferInsert) {
      await exec.insert(oauthFlows).values(flow);
    },

    /** Single use: the flow is deleted as it is read. */
    async takeFlow(exec: Database, stateHash: string, now: Date) {
      const [row] = await exec
        .delete(oauthFlows)
        .where(and(eq(oauthFlows.stateHash, stateHash), gt(oauthFlows.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    async deleteExpired(exec: Database, now: Date) {
      await exec.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
      await exec.delete(oauthLoginTokens).where(lt(oauthLoginTokens.expiresAt, now));
    },

    async insertLoginToken(exec: Database, token: typeof oauthLoginTokens.$inferInsert) {
      await exec.insert(oauthLoginTokens).values(token);
    },

    /** The unused, unexpired token, locked until the transaction ends. */
    async lockLoginToken(exec: Database, tokenHash: string, now: Date) {
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

    async markLoginTokenUsed(exec: Database, tokenHash: string, userId: string, now: Date) {
      await exec.update(oauthLoginTokens).set({ usedAt: now, userId }).where(eq(oauthLoginTokens.tokenHash, tokenHash));
    },
  };
}

export type GoogleSignInRepository = ReturnType<typeof createGoogleSignInRepository>;
