/**
 * Answers per week as bars, with the week's accuracy as a line: a small hand-drawn SVG (no chart
 * library), scaled to its box, so it stays light on a slow phone.
 */
import { userAnalyticsText as text, type WeekCounts } from '@medsutra/contract/mcq/analytics';
import { shortWeekLabels } from '../lib/week-label';

const WIDTH = 320;
const HEIGHT = 170;
const PLOT = { left: 30, right: WIDTH - 30, top: 16, bottom: 136 };

export function WeeklyChart({ weekStarts, weeks }: { weekStarts: readonly string[]; weeks: readonly WeekCounts[] }) {
  const most = Math.max(1, ...weeks.map((week) => week.answers));
  const labels = shortWeekLabels(weekStarts);
  const slot = (PLOT.right - PLOT.left) / weeks.length;
  const barWidth = Math.min(22, slot * 0.6);
  const plotHeight = PLOT.bottom - PLOT.top;
  const x = (index: number) => PLOT.left + slot * index + slot / 2;
  const yAnswers = (answers: number) => PLOT.bottom - (answers / most) * plotHeight;
  const yAccuracy = (accuracy: number) => PLOT.bottom - (accuracy / 100) * plotHeight;
  const points = weeks.flatMap((week, index) =>
    week.accuracy === null ? [] : [{ x: x(index), y: yAccuracy(week.accuracy), accuracy: week.accuracy }],
  );
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={text.weeksChartLabel(weeks.length)}
        data-testid="weekly-chart"
      >
        <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} className="stroke-border" />
        <text x={PLOT.left - 4} y={PLOT.top + 4} textAnchor="end" className="fill-muted text-[9px]">
          {most}
        </text>
        <text x={PLOT.left - 4} y={PLOT.bottom} textAnchor="end" className="fill-muted text-[9px]">
          0
        </text>
        <text x={PLOT.right + 4} y={PLOT.top + 4} className="fill-accent text-[9px]">
          100%
        </text>
        {weeks.map((week, index) => (
          <g key={weekStarts[index]}>
            {week.answers > 0 ? (
              <>
                <rect
                  x={x(index) - barWidth / 2}
                  y={yAnswers(week.answers)}
                  width={barWidth}
                  height={PLOT.bottom - yAnswers(week.answers)}
                  rx={2}
                  className="fill-primary/70"
                />
                <text
                  x={x(index)}
                  y={yAnswers(week.answers) - 3}
                  textAnchor="middle"
                  className="fill-ink text-[9px] tabular-nums"
                >
                  {week.answers}
                </text>
              </>
            ) : null}
            <text x={x(index)} y={PLOT.bottom + 14} textAnchor="middle" className="fill-muted text-[9px]">
              {labels[index]}
            </text>
          </g>
        ))}
        {points.length > 1 ? (
          <polyline
            points={points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            strokeWidth={2}
            className="stroke-accent"
          />
        ) : null}
        {points.map((point) => (
          <circle key={point.x} cx={point.x} cy={point.y} r={3} className="fill-accent" />
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-sm text-muted">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary/70" />
          {text.answersLegend}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-accent" />
          {text.accuracyLegend}
        </span>
      </figcaption>
    </figure>
  );
}
