/** GET /api/med-coins/analytics?email=: coins earned and spent by task and by day (last 30 days). */
import type { CoinAnalyticsReply } from '@medsutra/contract/economy/api';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { useQuery } from '@tanstack/react-query';
import { economyKeys } from './economy-keys';
import { getForEmail } from './get-for-email';

export function useCoinAnalytics(email: string) {
  return useQuery({
    queryKey: economyKeys.analytics(email),
    queryFn: () => getForEmail<CoinAnalyticsReply>(economyApiPaths.medCoinsAnalytics, email),
  });
}
