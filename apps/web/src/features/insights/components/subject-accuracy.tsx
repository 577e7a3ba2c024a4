/** Accuracy by subject (from MCQ practice) and revision coverage by subject, side by side on one row each. */
import type { InsightsSubject } from '@medsutra/contract/insights/api';

const tone = (accuracy: number) => (accuracy >= 70 ? 'bg-success' : accuracy >= 40 ? 'bg-primary' : 'bg-danger');

export function SubjectAccuracy({ subjects }: { subjects: readonly InsightsSubject[] }) {
  const practised = subjects.filter((subject) => subject.accuracy !== null);
  if (practised.length === 0) {
    return (
      <p className="mt-3 text-sm text-muted">No MCQs answered yet: accuracy by subject appears after your first.</p>
    );
  }
  return (
    <ul className="mt-3 space-y-2" data-testid="subject-accuracy">
      {[...practised]
        .sort((a, b) => (b.accuracy ?? 0) - (a.accuracy ?? 0))
        .map((subject) => (
          <li key={subject.subjectId} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
            <span className="truncate text-ink">{subject.name}</span>
            <span className="tabular-nums text-muted">
              <span className="font-medium text-ink">{subject.accuracy}%</span> of {subject.answers}
            </span>
            <span className="col-span-2 mt-1 h-2 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
              <span
                className={`block h-full ${tone(subject.accuracy ?? 0)}`}
                style={{ width: `${subject.accuracy}%` }}
              />
            </span>
          </li>
        ))}
    </ul>
  );
}

export function RevisionCoverage({
  revised,
  total,
  due,
  overdue,
  subjects,
}: {
  revised: number;
  total: number;
  due: number;
  overdue: number;
  subjects: readonly InsightsSubject[];
}) {
  const percent = total === 0 ? 0 : Math.round((revised / total) * 100);
  return (
    <div className="mt-3">
      <p className="text-sm text-ink">
        <span className="text-2xl font-bold tabular-nums">{revised}</span> of {total} subtopics revised ({percent}%)
        {due + overdue > 0 ? (
          <span className="text-muted">
            {' '}
            · {due} due today{overdue > 0 ? `, ${overdue} overdue` : ''}
          </span>
        ) : null}
      </p>
      <div
        className="mt-2 h-3 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={revised}
        aria-label="Subtopics revised"
      >
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {subjects.map((subject) => (
          <li key={subject.subjectId} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2">
            <span className="truncate text-ink">{subject.name}</span>
            <span className="tabular-nums text-muted">
              {subject.revised}/{subject.subtopics}
            </span>
            <span className="col-span-2 h-1.5 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
              <span
                className="block h-full bg-primary/70"
                style={{ width: `${subject.subtopics ? (subject.revised / subject.subtopics) * 100 : 0}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
