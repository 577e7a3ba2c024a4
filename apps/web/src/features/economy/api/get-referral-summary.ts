/** GET /api/referral/summary?email=: the student's code, her invite link and what it has paid. */

import { referralApiPaths } from '@medsutra/contract/economy/paths';
import type { ReferralSummaryReply } from '@medsutra/contract/economy/referral-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { economyKeys } from './economy-keys';

function getReferralSummary(email: string): Promise<ReferralSummaryReply> {
  return api.get<ReferralSummaryReply>(`${referralApiPaths.summary}?${new URLSearchParams({ email })}`, {
    cache: 'no-store',
  });
}

const referralSummaryQueryOptions = (email: string) =>
  queryOptions({ queryKey: economyKeys.referral(email), queryFn: () => getReferralSummary(email) });

export function useReferralSummary(email: string) {
  return useQuery(referralSummaryQueryOptions(email));
}
