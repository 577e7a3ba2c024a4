/**
 * The one balance entry (`@/lib/balances`) as one query: every reader and the header's observer
 * use these options, and only the header's observer fetches (`use-balance-refresh.ts` says when),
 * so the whole app shows one set of numbers. A fetch is the coin call first (it pays the daily
 * login), then the XP call, so the XP already holds today's login. Each call is retried twice; a
 * call that still fails keeps its last value. Each fetch also remembers the numbers for an offline
 * start, shows the daily-login toast, and marks the economy's other reads stale when the numbers
 * moved.
 */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { DAILY_LOGIN_XP } from '@medsutra/contract/economy/table';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Balances, balancesQueryKey, readLastBalances, writeLastBalances } from '@/lib/balances';
import { showToast } from '@/lib/toast';
import { balancesChanged, dailyLoginNotice, mergeBalances } from '../lib/balance-changes';
import { callWithRetries } from '../lib/balance-retries';
import { getMedCoinsBalance } from './get-med-coins-balance';
import { getXpBalance } from './get-xp-balance';

async function getBalances(email: string, previous: Balances | undefined): Promise<Balances> {
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

function showDailyLoginToast(balances: Balances) {
  const notice = dailyLoginNotice(balances.coins);
  if (!notice) return;
  const text = economyUiMessages.dailyLogin;
  const parts = [notice.isNewStreak ? text.newStreak : text.streak(notice.streakDays)];
  if (notice.streakBonus > 0) parts.push(text.streakBonus(notice.streakBonus, notice.streakDays));
  showToast('success', text.title(DAILY_LOGIN_XP), { description: parts.join(' ') });
}

async function fetchBalances(client: QueryClient, email: string): Promise<Balances> {
  const previous = client.getQueryData<Balances>(balancesQueryKey(email));
  const next = await getBalances(email, previous);
  writeLastBalances(email, next);
  showDailyLoginToast(next);
  if (balancesChanged(previous, next)) {
    // Histories, analytics and the leaderboard now hold older numbers.
    void client.invalidateQueries({
      queryKey: ['economy', email],
      predicate: (query) => query.queryKey[2] !== 'balances',
    });
  }
  return next;
}

export const balancesQuery = (email: string) =>
  queryOptions<Balances>({
    queryKey: balancesQueryKey(email),
    queryFn: ({ client }) => fetchBalances(client, email),
    initialData: () => readLastBalances(email),
    // Older than any fetch, so the first refresh always replaces it.
    initialDataUpdatedAt: 0,
    // Each call is tried again on its own (above); a refresh that still fails keeps the last values.
    retry: false,
    // Offline, fail at once and keep the last values (marked stale) rather than wait paused.
    networkMode: 'always',
  });

/** The balances as last fetched (at first, as this device last saw them); a reader never fetches. */
export function useBalances(email: string) {
  return useQuery({ ...balancesQuery(email), enabled: false });
}
