/** Horizontal bars, one per task, longest first: coins spent by tool, or earned by task. */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { cn } from '@/lib/cn';
import { formatCount } from '../lib/format';

export interface TaskBar {
  key: string;
  label: string;
  value: number;
  count: number;
}

export function TaskBars({ title, bars, tone }: { title: string; bars: readonly TaskBar[]; tone: 'earned' | 'spent' }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <ul className="flex flex-col gap-3">
        {bars.map((bar) => (
          <li key={bar.key}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 truncate text-ink">{bar.label}</span>
              <span className="shrink-0 font-semibold text-ink tabular-nums">
                {formatCount(bar.value)}
                <span className="ml-1 font-normal text-muted">· {economyUiMessages.analytics.uses(bar.count)}</span>
              </span>
            </div>
            <svg
              aria-hidden="true"
              viewBox="0 0 100 4"
              preserveAspectRatio="none"
              className="mt-1 h-2.5 w-full rounded-full bg-surface-muted"
            >
              <rect
                width={Math.max((bar.value / max) * 100, 1)}
                height={4}
                rx={2}
                className={cn(tone === 'earned' ? 'fill-success' : 'fill-accent')}
              />
            </svg>
          </li>
        ))}
      </ul>
    </figure>
  );
}
