/** Query keys of the economy, all under one student's email so a sign-out or switch never mixes them. */
import type { LeaderboardPeriod, LedgerKind } from '@medsutra/contract/economy/api';
import { balancesQueryKey } from '@/lib/balances';

export type LedgerName = 'coins' | 'xp';

export interface HistoryPage {
  page: number;
  pageSize: number;
  kind?: LedgerKind | undefined;
}

export const economyKeys = {
  all: (email: string) => ['economy', email] as const,
  balances: balancesQueryKey,
  history: (email: string, ledger: LedgerName, page: HistoryPage) =>
    ['economy', email, 'history', ledger, page.page, page.pageSize, page.kind ?? 'all'] as const,
  analytics: (email: string) => ['economy', email, 'analytics'] as const,
  leaderboard: (email: string, period: LeaderboardPeriod) => ['economy', email, 'leaderboard', period] as const,
  leaderboards: (email: string) => ['economy', email, 'leaderboard'] as const,
  referral: (email: string) => ['economy', email, 'referral'] as const,
  payments: (email: string) => ['economy', email, 'payments'] as const,
};
