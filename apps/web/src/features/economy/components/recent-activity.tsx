/** The latest entries of both ledgers, newest first: the dashboard's recent activity. */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { paths } from '@medsutra/contract/routes';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ledgerHistoryQueryOptions } from '../api/get-ledger-history';
import { LedgerEntryList, type LedgerEntryRow } from './ledger-entry-list';
import { EmptyNote, ErrorNote, SkeletonRows } from './query-states';

const text = economyUiMessages.dashboard;

export function RecentActivity({ email, limit = 6 }: { email: string; limit?: number }) {
  const page = { page: 1, pageSize: limit };
  const [coins, xp] = useQueries({
    queries: [ledgerHistoryQueryOptions(email, 'coins', page), ledgerHistoryQueryOptions(email, 'xp', page)],
  });
  const loading = coins.isPending || xp.isPending;
  const failed = coins.isError && xp.isError;
  const entries: LedgerEntryRow[] = [
    ...(coins.data?.entries.map((entry) => ({ ...entry, ledger: 'coins' as const })) ?? []),
    ...(xp.data?.entries.map((entry) => ({ ...entry, ledger: 'xp' as const })) ?? []),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, limit);

  return (
    <section aria-labelledby="recent-activity" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="recent-activity" className="text-lg font-semibold text-ink">
          {text.recentTitle}
        </h2>
        <Link
          to={paths.transactionHistory}
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline"
        >
          {text.seeAll}
        </Link>
      </div>
      {loading ? (
        <SkeletonRows rows={4} />
      ) : failed ? (
        <ErrorNote
          error={coins.error}
          onRetry={() => {
            void coins.refetch();
            void xp.refetch();
          }}
        />
      ) : entries.length === 0 ? (
        <EmptyNote>{text.recentEmpty}</EmptyNote>
      ) : (
        <LedgerEntryList entries={entries} label={text.recentTitle} />
      )}
    </section>
  );
}
