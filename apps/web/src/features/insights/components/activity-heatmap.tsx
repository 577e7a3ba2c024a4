/**
 * A year of study days as a calendar of squares (weeks across, Monday to Sunday down), drawn by
 * hand in SVG. Darker is more study actions; each square says its day and count to a screen reader.
 */
import type { InsightsActivityDay } from '@medsutra/contract/insights/api';
import { useEffect, useRef } from 'react';
import { shortMonth } from '@/lib/format-date';

const CELL = 11;
const GAP = 2;
const LEFT = 18;
const TOP = 14;

const dayMs = 86_400_000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Four steps of colour from the busiest day, so one long day does not wash out the rest. */
function level(total: number, most: number): number {
  if (total === 0) return 0;
  return Math.min(4, Math.ceil((total / most) * 4));
}
const TONES = ['fill-surface-muted', 'fill-primary/25', 'fill-primary/50', 'fill-primary/75', 'fill-primary'];

export function ActivityHeatmap({
  from,
  to,
  days,
}: {
  from: string;
  to: string;
  days: readonly InsightsActivityDay[];
}) {
  const scroller = useRef<HTMLElement>(null);
  // On a narrow screen the year scrolls: open it at the latest weeks, where today is.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, []);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const most = Math.max(1, ...days.map((day) => day.total));
  const start = parse(from);
  const weekdayOfStart = (new Date(start).getUTCDay() + 6) % 7; // Monday is 0
  const first = start - weekdayOfStart * dayMs;
  const total = Math.round((parse(to) - first) / dayMs) + 1;
  const weeks = Math.ceil(total / 7);
  const width = LEFT + weeks * (CELL + GAP);
  const height = TOP + 7 * (CELL + GAP);
  const cells = [];
  const monthLabels = [];
  let lastMonth = -1;
  for (let index = 0; index < total; index += 1) {
    const ms = first + index * dayMs;
    if (ms < start) continue;
    const day = format(ms);
    const week = Math.floor(index / 7);
    const weekday = index % 7;
    const month = new Date(ms).getUTCMonth();
    if (weekday === 0 && month !== lastMonth) {
      lastMonth = month;
      if (week < weeks - 1) {
        monthLabels.push(
          <text key={`m${day}`} x={LEFT + week * (CELL + GAP)} y={TOP - 4} className="fill-muted text-[9px]">
            {shortMonth(month)}
          </text>,
        );
      }
    }
    const entry = byDay.get(day);
    const count = entry?.total ?? 0;
    cells.push(
      <rect
        key={day}
        x={LEFT + week * (CELL + GAP)}
        y={TOP + weekday * (CELL + GAP)}
        width={CELL}
        height={CELL}
        rx={2}
        className={TONES[level(count, most)]}
      >
        <title>
          {count === 0
            ? `${day}: no study`
            : `${day}: ${count} (${entry?.mcq ?? 0} MCQs, ${entry?.revision ?? 0} revisions, ${entry?.tutor ?? 0} tutor questions, ${entry?.other ?? 0} other)`}
        </title>
      </rect>,
    );
  }
  return (
    <figure className="mt-3">
      {/* Scrolls sideways on a phone, so a keyboard must be able to reach and scroll it (axe). */}
      <section
        ref={scroller}
        className="overflow-x-auto"
        data-testid="activity-heatmap"
        aria-label="Study activity by day, scrollable"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take keyboard focus (axe)
        tabIndex={0}
      >
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-label={`Study activity from ${from} to ${to}: ${days.length} active days`}
          className="max-w-none"
        >
          {monthLabels}
          {['Mon', 'Wed', 'Fri'].map((label, index) => (
            <text key={label} x={0} y={TOP + (index * 2 + 1) * (CELL + GAP) - 3} className="fill-muted text-[8px]">
              {label[0]}
            </text>
          ))}
          {cells}
        </svg>
      </section>
      <figcaption className="mt-2 flex items-center gap-1 text-xs text-muted">
        Less
        {TONES.map((tone) => (
          <svg key={tone} width={CELL} height={CELL} aria-hidden="true">
            <rect width={CELL} height={CELL} rx={2} className={tone} />
          </svg>
        ))}
        More
      </figcaption>
    </figure>
  );
}
