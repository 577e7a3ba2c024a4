/**
 * GET /api/med-coins/balance?email=&_t=: the coin balance and streak. The first call of the day
 * is also the daily login, so it is called before the XP balance.
 */
import type { MedCoinsBalanceReply } from '@medsutra/contract/economy/api';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { api } from '@/lib/api-client';

export function getMedCoinsBalance(email: string): Promise<MedCoinsBalanceReply> {
  const query = new URLSearchParams({ email, _t: String(Date.now()) });
  return api.get<MedCoinsBalanceReply>(`${economyApiPaths.medCoinsBalance}?${query}`, { cache: 'no-store' });
}
