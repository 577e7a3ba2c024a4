/** Strongest or weakest subtopics by practice accuracy, each linking to its library page. */
import type { InsightsSubtopic } from '@medsutra/contract/insights/api';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import { Link } from 'react-router';

export function SubtopicList({
  title,
  rows,
  empty,
  testId,
}: {
  title: string;
  rows: readonly InsightsSubtopic[];
  empty: string;
  testId: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid={testId}>
          {rows.map((row) => (
            <li key={row.subtopicId} className="text-sm">
              <Link to={librarySubtopicPage(row.subtopicId)} className="font-medium break-words text-primary underline">
                {row.name}
              </Link>
              <p className="text-muted">
                {row.subjectName} · {row.accuracy}% of {row.answers} answers
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
