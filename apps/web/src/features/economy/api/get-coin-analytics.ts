/** GET /api/med-coins/analytics?email=: coins earned and spent by task and by day (last 30 days). */
import type { CoinAnalyticsReply } from '@medsutra/contract/economy/api';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { economyKeys } from './economy-keys';

function getCoinAnalytics(email: string): Promise<CoinAnalyticsReply> {
  return api.get<CoinAnalyticsReply>(`${economyApiPaths.medCoinsAnalytics}?${new URLSearchParams({ email })}`, {
    cache: 'no-store',
  });
}

const coinAnalyticsQueryOptions = (email: string) =>
  queryOptions({ queryKey: economyKeys.analytics(email), queryFn: () => getCoinAnalytics(email) });

export function useCoinAnalytics(email: string) {
  return useQuery(coinAnalyticsQueryOptions(email));
}
