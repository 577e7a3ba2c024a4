/** XP and Med Coins at the end of each week as two lines, each on its own scale (hand-drawn SVG, no library). */
import type { InsightsBalanceWeek } from '@medsutra/contract/insights/api';
import { formatCalendarDay } from '@/lib/format-date';

const WIDTH = 320;
const HEIGHT = 160;
const PLOT = { left: 36, right: WIDTH - 36, top: 12, bottom: 130 };

const compact = (value: number) =>
  Math.abs(value) >= 10_000 ? `${Math.round(value / 1000)}k` : value.toLocaleString('en-IN');

export function BalanceChart({ weeks }: { weeks: readonly InsightsBalanceWeek[] }) {
  const mostXp = Math.max(1, ...weeks.map((week) => week.xp));
  const mostCoins = Math.max(1, ...weeks.map((week) => week.coins));
  const step = weeks.length > 1 ? (PLOT.right - PLOT.left) / (weeks.length - 1) : 0;
  const x = (index: number) => PLOT.left + step * index;
  const y = (value: number, most: number) => PLOT.bottom - (Math.max(0, value) / most) * (PLOT.bottom - PLOT.top);
  const line = (pick: (week: InsightsBalanceWeek) => number, most: number) =>
    weeks.map((week, index) => `${x(index).toFixed(1)},${y(pick(week), most).toFixed(1)}`).join(' ');
  // First, middle and last week, each once (one or two weeks would repeat an index).
  const ticks = weeks.length > 0 ? [...new Set([0, Math.floor((weeks.length - 1) / 2), weeks.length - 1])] : [];
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={`XP and Med Coins over the last ${weeks.length} weeks: now ${weeks.at(-1)?.xp ?? 0} XP and ${weeks.at(-1)?.coins ?? 0} Med Coins`}
        data-testid="balance-chart"
      >
        <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} className="stroke-border" />
        <text x={PLOT.left - 4} y={PLOT.top + 4} textAnchor="end" className="fill-primary text-[9px] tabular-nums">
          {compact(mostXp)}
        </text>
        <text x={PLOT.right + 4} y={PLOT.top + 4} className="fill-accent text-[9px] tabular-nums">
          {compact(mostCoins)}
        </text>
        <text x={PLOT.left - 4} y={PLOT.bottom} textAnchor="end" className="fill-muted text-[9px]">
          0
        </text>
        {ticks.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={PLOT.bottom + 14}
            textAnchor={index === 0 ? 'start' : index === weeks.length - 1 ? 'end' : 'middle'}
            className="fill-muted text-[9px]"
          >
            {formatCalendarDay((weeks[index] as InsightsBalanceWeek).weekStart)}
          </text>
        ))}
        <polyline points={line((week) => week.xp, mostXp)} fill="none" strokeWidth={2} className="stroke-primary" />
        <polyline
          points={line((week) => week.coins, mostCoins)}
          fill="none"
          strokeWidth={2}
          strokeDasharray="5 3"
          className="stroke-accent"
        />
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-sm text-muted">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-primary" />
          XP (left scale)
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 border-accent border-t-2 border-dashed" />
          Med Coins (right scale)
        </span>
      </figcaption>
    </figure>
  );
}
