/**
 * What the economy does when an account is created, called by sign-up inside its own
 * transaction: the welcome bonus, and the referrer's reward when the referral is genuine.
 */
import type { EconomyResult } from './ledger-service.ts';
import { type DbExecutor, findUserIdByReferralCode, userHasUsedDevice } from './repository.ts';
import type { EconomyService } from './service.ts';

export interface CreatedAccount {
  userId: string;
  email: string;
  /** The code typed or linked at sign-up, if any. */
  referralCode?: string | null;
  deviceFingerprint?: string | null;
}

export type ReferralOutcome =
  | 'none'
  | 'unknown_code'
  | 'self_referral'
  | 'referrer_device'
  | 'no_device'
  | 'paid'
  | 'already_paid_for_device';

/** Pays what a new account earns and says what happened to its referral code. */
export async function rewardNewAccount(
  economy: EconomyService,
  tx: DbExecutor,
  account: CreatedAccount,
): Promise<{ welcome: EconomyResult; referral: ReferralOutcome }> {
  const welcome = await economy.welcome({ userId: account.userId }, tx);
  const code = account.referralCode?.trim().toUpperCase();
  if (!code) return { welcome, referral: 'none' };
  const referrerId = await findUserIdByReferralCode(tx, code);
  if (!referrerId) return { welcome, referral: 'unknown_code' };
  if (referrerId === account.userId) return { welcome, referral: 'self_referral' };
  // Without a fingerprint the device rule cannot be checked, so nothing is paid.
  const fingerprint = account.deviceFingerprint?.trim();
  if (!fingerprint) return { welcome, referral: 'no_device' };
  if (await userHasUsedDevice(tx, referrerId, fingerprint)) return { welcome, referral: 'referrer_device' };
  const paid = await economy.referral({ referrerId, newUserId: account.userId, deviceFingerprint: fingerprint }, tx);
  return { welcome, referral: paid.applied ? 'paid' : 'already_paid_for_device' };
}

/** The hook sign-up calls inside its transaction (see app.ts, the accounts block). */
export function createEconomyAccountHooks(economy: EconomyService) {
  return {
    async onAccountCreated(tx: DbExecutor, account: CreatedAccount): Promise<void> {
      await rewardNewAccount(economy, tx, account);
    },
  };
}
export type EconomyAccountHooks = ReturnType<typeof createEconomyAccountHooks>;
