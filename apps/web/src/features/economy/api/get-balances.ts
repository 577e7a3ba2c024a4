/**
 * Fetching the one balance entry (`@/lib/balances`): the coin call first (it pays the daily
 * login), then the XP call, so the XP already holds today's login. Each call is retried twice; a call that still fails keeps
 * its last value. Only the header's refresher fetches (see use-balance-refresh.ts); every other
 * reader subscribes to the same cache entry, so the whole app shows one set of numbers.
 */
import type { Balances } from '@/lib/balances';
import { mergeBalances } from '../lib/balance-changes';
import { callWithRetries } from '../lib/balance-refresh-policy';
import { getMedCoinsBalance } from './get-med-coins-balance';
import { getXpBalance } from './get-xp-balance';

export async function getBalances(email: string, previous: Balances | undefined): Promise<Balances> {
  let failure: unknown = null;
  const coins = await callWithRetries(() => getMedCoinsBalance(email)).catch((error: unknown) => {
    failure = error;
    return null;
  });
  const xp = await callWithRetries(() => getXpBalance(email)).catch((error: unknown) => {
    failure = error;
    return null;
  });
  // Both failed: reject, and the cache keeps the last values with an error beside them.
  if (!coins && !xp) throw failure;
  return mergeBalances(previous, coins, xp);
}

export { useBalances } from '@/lib/balances';
