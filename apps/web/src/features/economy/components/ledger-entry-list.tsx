/** Ledger entries as a list: what it was for, when, and the signed amount. */

import type { LedgerEntry } from '@medsutra/contract/economy/api';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { ledgerTaskLabel } from '@medsutra/contract/economy/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import type { LedgerName } from '../api/economy-keys';

export interface LedgerEntryRow extends LedgerEntry {
  ledger: LedgerName;
}

const amountText = (entry: LedgerEntryRow) =>
  entry.ledger === 'coins'
    ? economyUiMessages.ledger.amountCoins(entry.amount)
    : economyUiMessages.ledger.amountXp(entry.amount);

export function LedgerEntryList({ entries, label }: { entries: readonly LedgerEntryRow[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-xl border border-border bg-surface">
      {entries.map((entry) => (
        <li key={`${entry.ledger}-${entry.id}`} className="flex min-h-14 items-center gap-3 px-3 py-2 sm:px-4">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink">{ledgerTaskLabel(entry.kind, entry.task)}</p>
            <p className="truncate text-xs text-muted">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · {entry.reason}
            </p>
          </div>
          <span
            className={cn(
              'shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums',
              entry.amount > 0 ? 'text-success' : 'text-danger',
            )}
          >
            {amountText(entry)}
          </span>
        </li>
      ))}
    </ul>
  );
}
