/** The friends who joined with the student's code: paid, waiting (for what) or not paid (why). */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import type { ReferralEntry } from '@medsutra/contract/economy/referral-api';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-date';
import { Skeleton } from './query-states';

const text = economyUiMessages.referral;

const badge: Record<ReferralEntry['status'], { label: string; className: string }> = {
  paid: { label: text.statusPaid, className: 'bg-success-soft text-success' },
  pending: { label: text.statusPending, className: 'bg-accent-soft text-ink' },
  not_paid: { label: text.statusNotPaid, className: 'bg-surface-muted text-muted' },
};

function detailOf(entry: ReferralEntry): string {
  if (entry.status === 'paid' && entry.paidAt) return text.paidOn(formatDay(entry.paidAt));
  if (entry.status === 'pending') return text.waitingText(entry.waitingFor.map((wait) => text.waitingFor[wait]));
  if (entry.status === 'not_paid' && entry.notPaidReason) return text.notPaidReason[entry.notPaidReason];
  return '';
}

export function ReferralFriendList({ referrals }: { referrals: ReferralEntry[] | null }) {
  if (referrals === null) {
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (referrals.length === 0) return <p className="text-muted">{text.noFriends}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
      {referrals.map((entry) => (
        <li key={`${entry.joinedAt}-${entry.friendName}`} className="flex flex-wrap items-start gap-x-3 gap-y-1 p-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink break-words">{entry.friendName}</p>
            <p className="text-xs text-muted">{text.joined(formatDay(entry.joinedAt))}</p>
            <p className="mt-1 text-sm text-muted">{detailOf(entry)}</p>
          </div>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge[entry.status].className)}>
            {badge[entry.status].label}
          </span>
        </li>
      ))}
    </ul>
  );
}
