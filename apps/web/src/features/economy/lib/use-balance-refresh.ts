/**
 * The header's observer of the one balances query, the only one that fetches it: TanStack Query
 * refetches on start, every 120 s while the page is visible (its interval starts again after each
 * refresh, so two never come closer than that), on return to the page, on reconnect, and at once
 * when the entry is invalidated (`balancesMoved`). A refresh that shows a level above the last one
 * the student saw celebrates it (kept per email, so a level reached while she was away — a friend
 * joining with her code — still celebrates on her next visit).
 */

import { BALANCE_REFRESH_INTERVAL_MS } from '@medsutra/contract/timings';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { balancesQuery } from '../api/get-balances';
import { levelReached } from './balance-changes';

const lastLevelKey = (email: string) => `medsutra:last-level:${email}`;

function readLastLevel(email: string): number | null {
  const stored = Number(readStorage('local', lastLevelKey(email)));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/** Keeps the header balances fresh; returns them, the level just reached (for the animation) and its reset. */
export function useBalanceRefresh(email: string) {
  const [levelUp, setLevelUp] = useState<number | null>(null);
  const balances = useQuery({
    ...balancesQuery(email),
    refetchInterval: BALANCE_REFRESH_INTERVAL_MS,
    // Forced: the numbers may have moved while the page was away or could not ask.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

  const level = balances.data?.xp?.currentLevel;
  const fetchedAt = balances.dataUpdatedAt;
  useEffect(() => {
    // The numbers remembered on this device (updated at 0) are not a refresh.
    if (level === undefined || fetchedAt === 0) return;
    const reached = levelReached(readLastLevel(email), level);
    if (reached !== null) setLevelUp(reached);
    writeStorage('local', lastLevelKey(email), String(level));
  }, [email, level, fetchedAt]);

  const dismissLevelUp = useCallback(() => setLevelUp(null), []);
  return { balances, levelUp, dismissLevelUp };
}
