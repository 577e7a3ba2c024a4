/**
 * The referral summary: the student's own code, the link that carries it, and what it has paid.
 * The rewards themselves are ledger entries of kind `referral` (see economy-api.ts).
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { balanceQuerySchema } from './api.ts';

export { referralApiPaths, referralLinkFor } from './paths.ts';

/** The referral page lists this many of the newest referrals. */
export const REFERRAL_LIST_SIZE = 50;

export const referralSummaryQuerySchema = z.object({ email: balanceQuerySchema.shape.email });

/** A referral waits for these before it pays (both, in any order). */
const referralWaits = ['email_verification', 'second_day'] as const;
export type ReferralWait = (typeof referralWaits)[number];
/** Why a referral will never pay. */
const referralRefusals = ['shared_device', 'same_address', 'monthly_limit'] as const;
export type ReferralRefusal = (typeof referralRefusals)[number];

/** One friend who signed up with the code: never their email, only a masked name. */
const referralEntrySchema = z.object({
  /** First name and the initial of the last, e.g. "Asha R." */
  friendName: z.string(),
  joinedAt: z.string(),
  status: z.enum(['pending', 'paid', 'not_paid']),
  /** For a pending referral: what it still waits for. */
  waitingFor: z.array(z.enum(referralWaits)),
  /** For a referral that will not pay: why. */
  notPaidReason: z.enum(referralRefusals).nullable(),
  paidAt: z.string().nullable(),
});
export type ReferralEntry = z.infer<typeof referralEntrySchema>;

export const referralSummaryReplySchema = successReply({
  referralCode: z.string(),
  referralLink: z.string(),
  /** Friends whose referral has paid a reward. */
  referralsMade: z.number().int(),
  /** Friends whose referral still waits for its conditions. */
  referralsPending: z.number().int(),
  /** Referrals paid in the current calendar month, against REFERRAL_MONTHLY_CAP. */
  paidThisMonth: z.number().int(),
  coinsEarned: z.number().int(),
  xpEarned: z.number().int(),
  /** The newest first, at most REFERRAL_LIST_SIZE. */
  referrals: z.array(referralEntrySchema),
});
export type ReferralSummaryReply = z.infer<typeof referralSummaryReplySchema>;
