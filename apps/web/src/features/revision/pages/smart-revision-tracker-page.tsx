/**
 * The smart revision tracker (/smart-revision-tracker): what is due today (overdue first) and
 * this week, weighted by NEET PG weight, yield and the student's weak subjects from practice.
 */
import { NEET_PG_WEIGHT_SOURCE } from '@medsutra/contract/library/neet-pg-weights';
import { revisionMessages } from '@medsutra/contract/revision/api';
import { paths } from '@medsutra/contract/routes';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useSmartRevision } from '../api/revision-api';
import { SmartList } from '../components/smart-list';

export default function SmartRevisionTrackerPage() {
  const query = useSmartRevision();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6">
      <PageHeader
        title="Smart revision tracker"
        description="What to revise now: overdue first, then what is due, the heavier NEET PG subjects and your weak subjects higher."
        actions={
          <Link to="/topic-tracker" className="inline-flex min-h-11 items-center text-primary text-sm">
            All 745 subtopics →
          </Link>
        }
      />
      {query.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading your revision" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-danger text-sm">
          {apiErrorMessage(query.error) ?? revisionMessages.loadFailed}
        </p>
      ) : (
        <>
          {query.data.examDate ? (
            <p className="rounded-lg bg-surface-muted px-3 py-2 text-ink text-sm" data-testid="exam-date">
              {revisionMessages.examSchedule(query.data.examDate)}
            </p>
          ) : (
            <p className="text-muted text-sm">
              {revisionMessages.setExam}{' '}
              <Link to={paths.userProfile} className="text-primary underline underline-offset-2">
                {revisionMessages.setExamLink}
              </Link>
            </p>
          )}
          {query.data.weakSubjects.length > 0 ? (
            <p className="rounded-lg bg-accent-soft px-3 py-2 text-ink text-sm">
              Weak in practice:{' '}
              {query.data.weakSubjects.map((subject) => `${subject.name} (${subject.accuracy}%)`).join(', ')}
            </p>
          ) : null}
          <section aria-labelledby="due-today" className="space-y-3">
            <h2 id="due-today" className="font-semibold text-ink text-xl">
              Due today ({query.data.dueToday.length})
            </h2>
            <SmartList today={query.data.today} items={query.data.dueToday} empty="Nothing is due today." />
          </section>
          <section aria-labelledby="this-week" className="space-y-3">
            <h2 id="this-week" className="font-semibold text-ink text-xl">
              This week ({query.data.thisWeek.length})
            </h2>
            <SmartList today={query.data.today} items={query.data.thisWeek} empty="Nothing else falls due this week." />
          </section>
          <section aria-labelledby="start-next" className="space-y-3">
            <h2 id="start-next" className="font-semibold text-ink text-xl">
              Start next
            </h2>
            <SmartList today={query.data.today} items={query.data.startNext} empty="You have started every subtopic." />
          </section>
          <p className="text-muted text-xs">Subject weights: {NEET_PG_WEIGHT_SOURCE}</p>
        </>
      )}
    </div>
  );
}
