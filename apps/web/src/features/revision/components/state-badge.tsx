/** A subtopic's revision state as a small badge ("Overdue · revised 2 times"). Zod-free. */
import type { RevisionState } from '@medsutra/contract/revision/screen';
import { cn } from '@/lib/cn';

const STATE_STYLE: Record<RevisionState, string> = {
  not_started: 'bg-surface-muted text-muted',
  scheduled: 'bg-success-soft text-success',
  due: 'bg-accent-soft text-ink',
  overdue: 'bg-danger-soft text-danger',
};

function stateLabel(state: RevisionState, reviewCount: number): string {
  if (state === 'not_started') return 'Not started';
  const times = `revised ${reviewCount} ${reviewCount === 1 ? 'time' : 'times'}`;
  if (state === 'due') return `Due today · ${times}`;
  if (state === 'overdue') return `Overdue · ${times}`;
  return `R${times.slice(1)}`;
}

export function StateBadge({ state, reviewCount }: { state: RevisionState; reviewCount: number }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', STATE_STYLE[state])}>
      {stateLabel(state, reviewCount)}
    </span>
  );
}
