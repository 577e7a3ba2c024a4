/**
 * Referral rewards (docs/product-rules.md, Economy): a referral is written pending at sign-up and pays the
 * referrer REFERRAL_REWARD_COINS and REFERRAL_REWARD_XP only once the new account has verified
 * its email and come back on a later calendar day (Asia/Kolkata), at most REFERRAL_MONTHLY_CAP a
 * month per referrer. Never for an account on a device the referrer has used, nor for the second
 * and later referred sign-ups from one address within REFERRAL_SAME_ADDRESS_WINDOW_MINUTES.
 *
 * Settling runs where the conditions come true (the email verified, a daily login paid), each
 * time in one transaction that locks the referral row (so two triggers pay once) and then the
 * referrer's month (so parallel referrals cannot pass the cap).
 */

import {
  REFERRAL_LIST_SIZE,
  type ReferralEntry,
  type ReferralRefusal,
  type ReferralWait,
} from '@medsutra/contract/economy/referral-api';
import { REFERRAL_MONTHLY_CAP, REFERRAL_SAME_ADDRESS_WINDOW_MINUTES } from '@medsutra/contract/economy/table';
import type { Database } from '../../db/client.ts';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { economyDay } from '../../lib/calendar.ts';
import { createReferralRepository, type ReferralRepository } from './referral-repository.ts';
import type { EconomyService } from './service.ts';

export interface ReferredSignUp {
  userId: string;
  /** The code typed or linked at sign-up, if any. */
  referralCode?: string | null;
  deviceFingerprint?: string | null;
  ipAddress: string;
}

export type SignUpReferralOutcome = 'none' | 'unknown_code' | 'self_referral' | 'pending' | ReferralRefusal;
export type SettleOutcome = 'no_pending_referral' | 'waiting' | 'paid' | ReferralRefusal;

/**
 * What referrals need from the accounts modules (users, devices, sessions), asked through their
 * services: app.ts passes them in, so the economy reads none of their tables.
 */
export interface ReferralAccounts {
  idByReferralCode(exec: DbExecutor, code: string): Promise<string | null>;
  isEmailVerified(exec: DbExecutor, userId: string): Promise<boolean>;
  referralCodeOf(exec: DbExecutor, userId: string): Promise<string | null>;
  summariesOf(exec: DbExecutor, ids: string[]): Promise<Map<string, { fullName: string; emailVerified: boolean }>>;
  /** Every device the user has registered or signed in on. */
  deviceFingerprints(exec: DbExecutor, userId: string): Promise<string[]>;
}

const MINUTE_MS = 60_000;

/** A calendar month in the economy's time zone, `yyyy-mm`. */
const economyMonth = (instant: Date) => economyDay(instant).slice(0, 7);

/** What the referrer sees of a friend: the first name and the initial of the last, never the email. */
function maskedFriendName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.slice(0, 20);
  if (!first) return 'A friend';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function createReferralService(deps: {
  db: Database;
  economy: EconomyService;
  accounts: ReferralAccounts;
  repository?: ReferralRepository;
  now?: () => Date;
}) {
  const { db, economy, accounts } = deps;
  const referralRepo = deps.repository ?? createReferralRepository();
  const clock = deps.now ?? (() => new Date());

  /**
   * Whether the referrer has registered, or signed in on, any device the referee has used (or the
   * one given, when the referee's own device is not recorded yet).
   */
  async function sharesDeviceWithReferrer(
    exec: DbExecutor,
    input: { refereeId: string; referrerId: string; fingerprint: string | null },
  ): Promise<boolean> {
    const referee = new Set(await accounts.deviceFingerprints(exec, input.refereeId));
    if (input.fingerprint) referee.add(input.fingerprint);
    if (referee.size === 0) return false;
    return (await accounts.deviceFingerprints(exec, input.referrerId)).some((fp) => referee.has(fp));
  }

  return {
    /** Sign-up's part, inside its transaction: the referral row, pending or already refused. */
    async recordSignUp(tx: DbTransaction, account: ReferredSignUp): Promise<SignUpReferralOutcome> {
      const code = account.referralCode?.trim().toUpperCase();
      if (!code) return 'none';
      const referrerId = await accounts.idByReferralCode(tx, code);
      if (!referrerId) return 'unknown_code';
      if (referrerId === account.userId) return 'self_referral';
      const at = clock();
      let refusal: ReferralRefusal | null = null;
      if (
        await sharesDeviceWithReferrer(tx, {
          refereeId: account.userId,
          referrerId,
          fingerprint: account.deviceFingerprint?.trim() || null,
        })
      ) {
        refusal = 'shared_device';
      }
      // Sign-ups from one address take turns here, so two at once cannot both be "the first".
      await referralRepo.lockNamed(tx, `referral-address:${account.ipAddress}`);
      const since = new Date(at.getTime() - REFERRAL_SAME_ADDRESS_WINDOW_MINUTES * MINUTE_MS);
      if (!refusal && (await referralRepo.countReferredSignUpsFrom(tx, account.ipAddress, since)) > 0) {
        refusal = 'same_address';
      }
      await referralRepo.insertReferral(tx, {
        referrerId,
        refereeId: account.userId,
        signUpAddress: account.ipAddress,
        createdAt: at,
        notPaidReason: refusal,
      });
      return refusal ?? 'pending';
    },

    /**
     * Pays the account's pending referral if its conditions now hold. Safe to call at any time
     * and from any number of places at once: it pays at most once, and never past the cap.
     */
    settle(refereeId: string): Promise<SettleOutcome> {
      return db.transaction(async (tx) => {
        const referral = await referralRepo.lockPendingReferral(tx, refereeId);
        if (!referral) return 'no_pending_referral';
        const signUpDay = economyDay(referral.createdAt);
        const ready =
          (await accounts.isEmailVerified(tx, refereeId)) &&
          (await referralRepo.hasDailyLoginAfter(tx, refereeId, signUpDay));
        if (!ready) return 'waiting';
        const at = clock();
        const shared = await sharesDeviceWithReferrer(tx, {
          refereeId,
          referrerId: referral.referrerId,
          fingerprint: null,
        });
        if (shared) {
          await referralRepo.markNotPaid(tx, referral.id, 'shared_device', at);
          return 'shared_device';
        }
        await referralRepo.lockNamed(tx, `referral-month:${referral.referrerId}`);
        const month = economyMonth(at);
        if ((await referralRepo.countPaidInMonth(tx, referral.referrerId, month)) >= REFERRAL_MONTHLY_CAP) {
          await referralRepo.markNotPaid(tx, referral.id, 'monthly_limit', at);
          return 'monthly_limit';
        }
        await economy.referral({ referrerId: referral.referrerId, referralId: referral.id, refereeId }, tx);
        await referralRepo.markPaid(tx, referral.id, month, at);
        return 'paid';
      });
    },

    /** The referral page's figures and list; null when there is no such user. */
    async summary(referrerId: string) {
      const referralCode = await accounts.referralCodeOf(db, referrerId);
      if (referralCode === null) return null;
      const [totals, paidThisMonth, rows] = await Promise.all([
        referralRepo.findReferralTotals(db, referrerId),
        referralRepo.countPaidThisMonth(db, referrerId, economyMonth(clock())),
        referralRepo.listReferrals(db, referrerId, REFERRAL_LIST_SIZE),
      ]);
      const friends = await accounts.summariesOf(
        db,
        rows.map((row) => row.refereeId),
      );
      const referrals: ReferralEntry[] = rows.flatMap((row) => {
        const friend = friends.get(row.refereeId);
        if (!friend) return [];
        const waitingFor: ReferralWait[] = [];
        if (row.status === 'pending') {
          if (!friend.emailVerified) waitingFor.push('email_verification');
          if (!row.returned) waitingFor.push('second_day');
        }
        return {
          friendName: maskedFriendName(friend.fullName),
          joinedAt: row.createdAt.toISOString(),
          status: row.status,
          waitingFor,
          notPaidReason: row.status === 'not_paid' ? row.notPaidReason : null,
          paidAt: row.status === 'paid' && row.settledAt ? row.settledAt.toISOString() : null,
        };
      });
      return { referralCode, ...totals, paidThisMonth, referrals };
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
