/** Accuracy per subject and week as a grid of coloured cells (a table, so it reads aloud too). */
import {
  type AnalyticsOverviewReply,
  mcqAnalyticsMessages,
  userAnalyticsText as text,
  type WeekCounts,
} from '@medsutra/contract/mcq/analytics';
import { weekLabel } from '../lib/week-label';

const tone = (week: WeekCounts) =>
  week.accuracy === null
    ? 'bg-surface-muted'
    : week.accuracy >= 70
      ? 'bg-success text-white'
      : week.accuracy >= 40
        ? 'bg-primary-soft text-ink'
        : 'bg-danger text-white';

export function SubjectWeekHeatmap({ overview }: { overview: AnalyticsOverviewReply }) {
  const labels = overview.weekStarts.map(weekLabel);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-separate border-spacing-0.5 text-xs" data-testid="subject-heatmap">
        <thead>
          <tr>
            <th scope="col" className="pr-2 text-left font-medium">
              {text.subject}
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="px-0 font-normal text-muted">
                <span className="sr-only">{text.weekOf(label)}</span>
                <span aria-hidden="true">{label.split(' ')[0]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {overview.subjects.map((subject) => (
            <tr key={subject.subjectId}>
              <th scope="row" className="max-w-24 truncate pr-1 text-left font-normal">
                {subject.name}
              </th>
              {subject.weeks.map((week, index) => (
                <td
                  key={labels[index]}
                  className={`h-7 min-w-6 rounded text-center text-[11px] tabular-nums ${tone(week)}`}
                  title={
                    week.accuracy === null
                      ? undefined
                      : text.cell(subject.name, labels[index]!, week.accuracy, week.answers)
                  }
                >
                  {week.accuracy === null ? '' : mcqAnalyticsMessages.percent(week.accuracy).replace('%', '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-muted">{text.heatmapHint}</p>
    </div>
  );
}
