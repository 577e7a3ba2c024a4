/**
 * Reviews a day for the next 30 days as bars (an SVG that scales to any width), with the largest
 * day and the total written out, and each day's figure for screen readers and on hover.
 */
import type { FlashcardForecastReply } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { cn } from '@/lib/cn';

const WIDTH = 300;
const HEIGHT = 120;
const GAP = 2;

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function ForecastChart({ forecast, stale }: { forecast: FlashcardForecastReply; stale?: boolean }) {
  const days = forecast.days;
  const most = Math.max(1, ...days.map((day) => day.due));
  const total = days.reduce((sum, day) => sum + day.due, 0);
  const bar = days.length > 0 ? WIDTH / days.length : WIDTH;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className={cn('m-0 flex flex-col gap-1 transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-ink">{text.forecastTitle}</span>
        <span data-forecast-total={total} className="text-muted">
          {text.forecastTotal(total, forecast.retention)}
        </span>
      </figcaption>
      <div className="flex gap-1">
        <div className="flex flex-col justify-between py-0.5 text-right text-xs text-muted" aria-hidden="true">
          <span>{most}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full rounded border border-border bg-surface-muted"
          role="img"
          aria-label={text.forecastTotal(total, forecast.retention)}
        >
          {days.map((day, i) => {
            const height = (day.due / most) * (HEIGHT - 4);
            return (
              <rect
                key={day.date}
                x={i * bar + GAP / 2}
                y={HEIGHT - height}
                width={Math.max(1, bar - GAP)}
                height={height}
                className="fill-primary"
              >
                <title>{text.forecastDay(shortDate(day.date), day.due)}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last ? (
        <div className="flex justify-between pl-6 text-xs text-muted" aria-hidden="true">
          <span>{shortDate(first.date)}</span>
          <span>{shortDate(last.date)}</span>
        </div>
      ) : null}
      <ul className="sr-only">
        {days.map((day) => (
          <li key={day.date}>{text.forecastDay(shortDate(day.date), day.due)}</li>
        ))}
      </ul>
    </figure>
  );
}
