/** A paged ledger with a filter by kind: the Med Coin or the XP history. */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import {
  HISTORY_PAGE_SIZE_DEFAULT,
  LEDGER_KIND_LABELS,
  type LedgerKind,
  ledgerKinds,
} from '@medsutra/contract/economy/paths';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { LedgerName } from '../api/economy-keys';
import { useLedgerHistory } from '../api/get-ledger-history';
import { LedgerEntryList } from './ledger-entry-list';
import { EmptyNote, ErrorNote, SkeletonRows } from './query-states';

const text = economyUiMessages.ledger;

export interface LedgerHistoryProps {
  email: string;
  ledger: LedgerName;
  title: string;
  /** The kinds worth filtering by on this ledger. */
  kinds?: readonly LedgerKind[];
  pageSize?: number;
}

export function LedgerHistory({
  email,
  ledger,
  title,
  kinds = ledgerKinds,
  pageSize = HISTORY_PAGE_SIZE_DEFAULT,
}: LedgerHistoryProps) {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<LedgerKind | undefined>(undefined);
  const history = useLedgerHistory(email, ledger, { page, pageSize, kind });
  const filterId = useId();
  const headingId = useId();
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;
  const entries = history.data?.entries.map((entry) => ({ ...entry, ledger })) ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {history.data ? text.count(history.data.total) : '\u00a0'}
          </p>
        </div>
        <label htmlFor={filterId} className="flex items-center gap-2 text-sm text-muted">
          {text.filter}
          <select
            id={filterId}
            value={kind ?? ''}
            onChange={(event) => {
              setKind((event.target.value || undefined) as LedgerKind | undefined);
              setPage(1);
            }}
            className="min-h-11 rounded-lg border border-border bg-surface px-2 text-ink"
          >
            <option value="">{text.filterAll}</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {LEDGER_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {history.isPending ? (
        <SkeletonRows rows={5} />
      ) : history.isError && !history.data ? (
        <ErrorNote error={history.error} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyNote>{kind ? text.emptyFiltered : text.empty}</EmptyNote>
      ) : (
        <div className={history.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <LedgerEntryList entries={entries} label={title} />
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label={title} className="flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>
            {text.previous}
          </Button>
          <span className="text-sm text-muted tabular-nums">{text.page(page, pages)}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((value) => value + 1)}>
            {text.next}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
