/**
 * The one coin and XP balance of the signed-in student: a single cache entry that the header
 * chip, the dashboard and every feature read with `useBalances(email)`
 * (features/economy/api/get-balances.ts). Only the header's observer of it fetches
 * (features/economy/lib/use-balance-refresh.ts: on start, every 120 s, on
 * return to the page, on reconnect, and whenever the entry is invalidated). Anything that moves
 * coins or XP (a spend, an award, a refund, a payment) calls `balancesMoved(queryClient)`, so the
 * whole app shows the new numbers at once. The last values stay in the cache while a refresh
 * fails (offline), so nothing falls back to zero.
 */
import type { MedCoinsBalanceReply, XpBalanceReply } from '@medsutra/contract/economy/api';
import type { QueryClient } from '@tanstack/react-query';
import { readStorage, storageKeys, writeStorage } from './storage';

export interface Balances {
  /** Null until the coin balance has loaded once. */
  coins: MedCoinsBalanceReply | null;
  /** Null until the XP balance has loaded once. */
  xp: XpBalanceReply | null;
}

/** Under the economy's keys, so invalidating the economy also refreshes the balances. */
export const balancesQueryKey = (email: string) => ['economy', email, 'balances'] as const;

/** The last balances this device saw for `email`, so an offline start still shows them. */
export function readLastBalances(email: string): Balances | undefined {
  try {
    const stored = JSON.parse(readStorage('local', storageKeys.lastBalances) ?? 'null') as
      | (Balances & { email?: unknown })
      | null;
    if (!stored || stored.email !== email) return undefined;
    return { coins: stored.coins ?? null, xp: stored.xp ?? null };
  } catch {
    return undefined;
  }
}

export function writeLastBalances(email: string, balances: Balances): void {
  // A remembered reply never pays today's login again (its toast was shown once).
  const coins = balances.coins ? { ...balances.coins, dailyLoginAwarded: false } : null;
  writeStorage('local', storageKeys.lastBalances, JSON.stringify({ email, coins, xp: balances.xp }));
}

/** Call after a spend, an award, a refund or a payment: the header refetches, every reader follows. */
export function balancesMoved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['economy'] });
}
