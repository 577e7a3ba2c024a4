/** GET /api/xp/balance?email=&_t=: the XP balance and the level it gives. */
import type { XpBalanceReply } from '@medsutra/contract/economy/api';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { api } from '@/lib/api-client';

export function getXpBalance(email: string): Promise<XpBalanceReply> {
  const query = new URLSearchParams({ email, _t: String(Date.now()) });
  return api.get<XpBalanceReply>(`${economyApiPaths.xpBalance}?${query}`, { cache: 'no-store' });
}
