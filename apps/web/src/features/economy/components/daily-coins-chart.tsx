/**
 * Med Coins earned (up) and spent (down) on each of the last 30 days, as an SVG bar chart. The
 * bars stretch with the screen; the labels are HTML so they stay readable at 360 px. A table with
 * the same numbers sits behind a disclosure for screen readers and for anyone who prefers it.
 */
import type { CoinAnalyticsReply } from '@medsutra/contract/economy/api';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { ColumnHeads } from '@/components/ui/column-heads';
import { formatCalendarDay } from '@/lib/format-date';
import { niceMax } from '../lib/chart-scale';
import { formatCount } from '../lib/format';

const text = economyUiMessages.analytics;
const WIDTH = 300;
const HALF = 60;
const GAP = 0.25;
const columns = [
  { label: text.day, className: 'py-1 font-medium' },
  { label: text.legendEarned, className: 'py-1 text-right font-medium' },
  { label: text.legendSpent, className: 'py-1 text-right font-medium' },
];

export function DailyCoinsChart({ days }: { days: CoinAnalyticsReply['byDay'] }) {
  const top = niceMax(Math.max(1, ...days.flatMap((day) => [day.earned, day.spent])));
  const slot = WIDTH / Math.max(days.length, 1);
  const barWidth = slot * (1 - GAP);
  const earned = days.reduce((sum, day) => sum + day.earned, 0);
  const spent = days.reduce((sum, day) => sum + day.spent, 0);
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-muted">{text.byDayDescription(earned, spent)}</figcaption>
      <div className="flex gap-2">
        <div className="flex w-10 shrink-0 flex-col justify-between text-right text-xs text-muted tabular-nums">
          {/* Both halves count up from 0: earned above the line, spent below it, never a negative axis. */}
          <span>{formatCount(top)}</span>
          <span>0</span>
          <span>{formatCount(top)}</span>
        </div>
        <svg
          role="img"
          aria-label={text.byDayDescription(earned, spent)}
          viewBox={`0 0 ${WIDTH} ${HALF * 2}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 flex-1 rounded-md bg-surface-muted"
        >
          <line
            x1={0}
            x2={WIDTH}
            y1={HALF}
            y2={HALF}
            className="stroke-border"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
          {days.map((day, index) => {
            const x = index * slot + (slot - barWidth) / 2;
            const up = (day.earned / top) * HALF;
            const down = (day.spent / top) * HALF;
            return (
              <g key={day.day}>
                <title>{`${formatCalendarDay(day.day)}: +${formatCount(day.earned)} / −${formatCount(day.spent)}`}</title>
                {up > 0 ? <rect x={x} y={HALF - up} width={barWidth} height={up} className="fill-success" /> : null}
                {down > 0 ? <rect x={x} y={HALF} width={barWidth} height={down} className="fill-danger" /> : null}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="ml-12 flex justify-between text-xs text-muted">
        <span>{first ? formatCalendarDay(first.day) : null}</span>
        <span>{last ? formatCalendarDay(last.day) : null}</span>
      </div>
      <div className="ml-12 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-success" />
          {text.legendEarned}
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-danger" />
          {text.legendSpent}
        </span>
      </div>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-primary">{text.table}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead className="text-muted">
            <ColumnHeads columns={columns} />
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-border">
                <th scope="row" className="py-1 font-normal">
                  {formatCalendarDay(day.day)}
                </th>
                <td className="py-1 text-right">{formatCount(day.earned)}</td>
                <td className="py-1 text-right">{formatCount(day.spent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
