/**
 * What the economy does when an account is created, called by sign-up inside its own
 * transaction: the welcome bonus, and the referral row that may pay the referrer later.
 */

import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import type { EconomyResult } from './ledger-service.ts';
import type { ReferralService, ReferredSignUp, SignUpReferralOutcome } from './referral-service.ts';
import type { EconomyService } from './service.ts';

export interface CreatedAccount extends ReferredSignUp {
  email: string;
}

/** Pays what a new account earns now and says what happened to its referral code. */
export async function rewardNewAccount(
  economy: EconomyService,
  referrals: ReferralService,
  tx: DbExecutor,
  account: CreatedAccount,
): Promise<{ welcome: EconomyResult; referral: SignUpReferralOutcome }> {
  const welcome = await economy.welcome({ userId: account.userId }, tx);
  // Sign-up always passes its transaction, so the referral row commits or rolls back with it.
  const referral = await referrals.recordSignUp(tx as DbTransaction, account);
  return { welcome, referral };
}

/** The hooks accounts call (see app.ts, the accounts block). */
export function createEconomyAccountHooks(economy: EconomyService, referrals: ReferralService) {
  return {
    async onAccountCreated(tx: DbExecutor, account: CreatedAccount): Promise<void> {
      await rewardNewAccount(economy, referrals, tx, account);
    },
    /** A verified address may complete the account's pending referral. */
    async onEmailVerified(userId: string): Promise<void> {
      await referrals.settle(userId);
    },
  };
}
