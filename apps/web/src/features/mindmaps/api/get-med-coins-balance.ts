/**
 * GET /api/med-coins/balance?email=&_t=: the balance the generator checks before it spends. The
 * header's chip keeps its own copy (the economy feature); this screen asks when it opens and
 * after every generation, so its disabled rule never reads an old number.
 */
import type { MedCoinsBalanceReply } from '@medsutra/contract/economy-api';
import { economyApiPaths } from '@medsutra/contract/economy-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mindmapKeys } from './mindmap-keys';

export function getMedCoinsBalance(email: string): Promise<MedCoinsBalanceReply> {
  const query = new URLSearchParams({ email, _t: String(Date.now()) });
  return api.get<MedCoinsBalanceReply>(`${economyApiPaths.medCoinsBalance}?${query}`, { cache: 'no-store' });
}

export const medCoinsBalanceQueryOptions = (email: string) =>
  queryOptions({
    queryKey: mindmapKeys.balance(email),
    queryFn: () => getMedCoinsBalance(email),
    staleTime: 0,
  });

export function useMedCoinsBalance(email: string) {
  return useQuery(medCoinsBalanceQueryOptions(email));
}
