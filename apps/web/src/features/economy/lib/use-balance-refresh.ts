/**
 * Connects the refresh policy to the page: the timer, `visibilitychange`, `online`, invalidation
 * of the shared cache entry (`balancesMoved`),
 * the daily-login toast, and the level the student last saw (kept per email, so a level reached
 * while she was away — a friend joining with her code — still celebrates on her next visit).
 */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { DAILY_LOGIN_XP } from '@medsutra/contract/economy/table';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { writeLastBalances } from '@/lib/balances';
import { readStorage, writeStorage } from '@/lib/storage';
import { showToast } from '@/lib/toast';
import { economyKeys } from '../api/economy-keys';
import { getBalances } from '../api/get-balances';
import { type Balances, balancesChanged, dailyLoginNotice, levelReached } from './balance-changes';
import { createBalanceRefresher } from './balance-refresh-policy';

const lastLevelKey = (email: string) => `medsutra:last-level:${email}`;

function readLastLevel(email: string): number | null {
  const stored = Number(readStorage('local', lastLevelKey(email)));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

function showDailyLoginToast(balances: Balances) {
  const notice = dailyLoginNotice(balances.coins);
  if (!notice) return;
  const text = economyUiMessages.dailyLogin;
  const parts = [notice.isNewStreak ? text.newStreak : text.streak(notice.streakDays)];
  if (notice.streakBonus > 0) parts.push(text.streakBonus(notice.streakBonus, notice.streakDays));
  showToast('success', text.title(DAILY_LOGIN_XP), { description: parts.join(' ') });
}

/** Keeps the header balances fresh; returns the level just reached (for the animation) and its reset. */
export function useBalanceRefresh(email: string) {
  const queryClient = useQueryClient();
  const [levelUp, setLevelUp] = useState<number | null>(null);

  useEffect(() => {
    const key = economyKeys.balances(email);
    const refresh = async () => {
      const previous = queryClient.getQueryData<Balances>(key);
      const next = await queryClient.fetchQuery({
        queryKey: key,
        queryFn: () => getBalances(email, previous),
        staleTime: 0,
        retry: false,
        // Offline, fail at once and keep the last values (marked stale) rather than wait paused.
        networkMode: 'always',
      });
      writeLastBalances(email, next);
      showDailyLoginToast(next);
      if (balancesChanged(previous, next)) {
        // Histories, analytics and the leaderboard now hold older numbers.
        void queryClient.invalidateQueries({
          queryKey: economyKeys.all(email),
          predicate: (query) => query.queryKey[2] !== 'balances',
        });
      }
      const level = next.xp?.currentLevel;
      if (level !== undefined) {
        const reached = levelReached(readLastLevel(email), level);
        if (reached !== null) setLevelUp(reached);
        writeStorage('local', lastLevelKey(email), String(level));
      }
    };
    const refresher = createBalanceRefresher({
      refresh,
      isVisible: () => document.visibilityState === 'visible',
    });
    const onVisibility = () => refresher.visibilityChanged();
    // Back online: the numbers may have moved while the page could not ask.
    const onOnline = () => refresher.moved();
    // `balancesMoved()` anywhere (a spend, an award, a payment) invalidates the entry: fetch now.
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (event.query.queryHash === hashKey(key)) refresher.moved();
    });
    refresher.start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      refresher.stop();
    };
  }, [email, queryClient]);

  const dismissLevelUp = useCallback(() => setLevelUp(null), []);
  return { levelUp, dismissLevelUp };
}
