/**
 * The referral summary: the student's own code, the link that carries it, and what it has paid.
 * The rewards themselves are ledger entries of kind `referral` (see economy-api.ts).
 */
import { z } from 'zod';
import { balanceQuerySchema } from './economy-api.ts';

export { REFERRAL_QUERY_PARAM, referralApiPaths, referralLinkFor } from './economy-paths.ts';

export const referralSummaryQuerySchema = z.object({ email: balanceQuerySchema.shape.email });

export const referralSummaryReplySchema = z.object({
  success: z.literal(true),
  referralCode: z.string(),
  referralLink: z.string(),
  /** Friends whose sign-up paid a reward (one per referrer and device). */
  referralsMade: z.number().int(),
  coinsEarned: z.number().int(),
  xpEarned: z.number().int(),
});
export type ReferralSummaryReply = z.infer<typeof referralSummaryReplySchema>;
