/** GET /api/med-coins/history and /api/xp/history?email=&page=&pageSize=&kind=: one page of a ledger. */
import type { HistoryReply } from '@medsutra/contract/economy/api';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { economyKeys, type HistoryPage, type LedgerName } from './economy-keys';

const PATHS: Record<LedgerName, string> = {
  coins: economyApiPaths.medCoinsHistory,
  xp: economyApiPaths.xpHistory,
};

function getLedgerHistory(email: string, ledger: LedgerName, page: HistoryPage): Promise<HistoryReply> {
  const query = new URLSearchParams({ email, page: String(page.page), pageSize: String(page.pageSize) });
  if (page.kind) query.set('kind', page.kind);
  return api.get<HistoryReply>(`${PATHS[ledger]}?${query}`, { cache: 'no-store' });
}

export const ledgerHistoryQueryOptions = (email: string, ledger: LedgerName, page: HistoryPage) =>
  queryOptions({
    queryKey: economyKeys.history(email, ledger, page),
    queryFn: () => getLedgerHistory(email, ledger, page),
  });

/** One page; the previous page stays on screen while the next loads, so the list does not jump. */
export function useLedgerHistory(email: string, ledger: LedgerName, page: HistoryPage) {
  return useQuery({ ...ledgerHistoryQueryOptions(email, ledger, page), placeholderData: keepPreviousData });
}
