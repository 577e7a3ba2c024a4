/** GET /api/referral/summary?email=: the student's code, her invite link and what it has paid. */
import { referralApiPaths } from '@medsutra/contract/economy/paths';
import type { ReferralSummaryReply } from '@medsutra/contract/economy/referral-api';
import { useQuery } from '@tanstack/react-query';
import { economyKeys } from './economy-keys';
import { getForEmail } from './get-for-email';

export function useReferralSummary(email: string) {
  return useQuery({
    queryKey: economyKeys.referral(email),
    queryFn: () => getForEmail<ReferralSummaryReply>(referralApiPaths.summary, email),
  });
}
