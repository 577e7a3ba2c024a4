/** An accuracy as a number and a bar; "Not started" before the first answer. */
import { mcqAnalyticsMessages as text } from '@medsutra/contract/mcq/analytics';

export function AccuracyBar({ accuracy }: { accuracy: number | null }) {
  if (accuracy === null) return <span className="text-sm text-muted">{text.notStarted}</span>;
  const tone = accuracy >= 70 ? 'bg-success' : accuracy >= 40 ? 'bg-primary' : 'bg-danger';
  return (
    <span className="flex items-center gap-2">
      <span className="h-2 w-24 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
        <span className={`block h-full ${tone}`} style={{ width: `${accuracy}%` }} />
      </span>
      <span className="text-sm font-medium tabular-nums">{text.percent(accuracy)}</span>
    </span>
  );
}
