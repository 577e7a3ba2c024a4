/** Subject analysis (/subject-analysis): accuracy and questions done in each subject, from practice. */
import { mcqAnalyticsMessages as text } from '@medsutra/contract/mcq/analytics';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useSubjectsAnalytics } from '../api/get-practice-analytics';
import { AccuracyBar } from '../components/accuracy-bar';

export default function SubjectAnalysisPage() {
  const analytics = useSubjectsAnalytics();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={text.title} description={text.description} />
      {analytics.isPending ? <Spinner label={text.title} /> : null}
      {analytics.isError ? <p role="alert">{text.loadFailed}</p> : null}
      {analytics.data ? (
        <>
          <Card className="mb-4 flex flex-wrap gap-6">
            <div>
              <p className="text-sm text-muted">{text.accuracy}</p>
              <AccuracyBar accuracy={analytics.data.total.accuracy} />
            </div>
            <div>
              <p className="text-sm text-muted">{text.questionsDone}</p>
              <p className="font-semibold tabular-nums" data-testid="questions-done">
                {analytics.data.total.questionsDone}
              </p>
            </div>
          </Card>
          {analytics.data.total.answers === 0 ? <p className="mb-4 text-muted">{text.nothingYet}</p> : null}
          <ul className="flex flex-col gap-2">
            {analytics.data.subjects.map((subject) => (
              <li key={subject.subjectId}>
                <Link
                  to={`/analysis/${subject.subjectId}`}
                  className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-3 hover:bg-surface-muted"
                >
                  <span className="font-medium">{subject.name}</span>
                  <span className="flex items-center gap-4">
                    <span className="text-sm text-muted tabular-nums">
                      {text.questionsDone}: {subject.questionsDone}
                    </span>
                    <AccuracyBar accuracy={subject.accuracy} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
