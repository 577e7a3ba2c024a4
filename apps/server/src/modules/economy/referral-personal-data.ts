/**
 * Referrals name two accounts. The export gives the subject's own side: the friends she referred
 * (status and dates, never their addresses) and, if she was referred, her own sign-up address.
 * Erasure keeps the row, because the referrer's ledger entry points at it, and clears the
 * sign-up address, the only personal data it holds.
 */
import { anonymised, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { ReferralRepository } from './referral-repository.ts';

export function referralsPersonalData(repository: ReferralRepository): PersonalDataSource {
  return personalDataSource({ referrals: anonymised }, repository);
}
