/**
 * The smart revision tracker (/smart-revision-tracker): what is due today (overdue first) and
 * this week, weighted by NEET PG weight, yield and the student's weak subjects from practice.
 */
import { NEET_PG_WEIGHT_SOURCE } from '@medsutra/contract/library/neet-pg-weights';
import { revisionMessages } from '@medsutra/contract/revision/api';
import { paths } from '@medsutra/contract/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeaderTextLink } from '@/components/header-text-link';
import { PageHeader } from '@/components/ui/page-header';
import { useSmartRevision } from '../api/revision-api';
import { RevisionQuery } from '../components/revision-query';
import { SmartList } from '../components/smart-list';

function SmartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-semibold text-ink text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function SmartRevisionTrackerPage() {
  const query = useSmartRevision();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6">
      <PageHeader
        title="Smart revision tracker"
        description="What to revise now: overdue first, then what is due, the heavier NEET PG subjects and your weak subjects higher."
        actions={<HeaderTextLink to="/topic-tracker">All 745 subtopics →</HeaderTextLink>}
      />
      <RevisionQuery query={query}>
        {(data) => (
          <>
            {data.examDate ? (
              <p className="rounded-lg bg-surface-muted px-3 py-2 text-ink text-sm" data-testid="exam-date">
                {revisionMessages.examSchedule(data.examDate)}
              </p>
            ) : (
              <p className="text-muted text-sm">
                {revisionMessages.setExam}{' '}
                <Link to={paths.userProfile} className="text-primary underline underline-offset-2">
                  {revisionMessages.setExamLink}
                </Link>
              </p>
            )}
            {data.weakSubjects.length > 0 ? (
              <p className="rounded-lg bg-accent-soft px-3 py-2 text-ink text-sm">
                Weak in practice:{' '}
                {data.weakSubjects.map((subject) => `${subject.name} (${subject.accuracy}%)`).join(', ')}
              </p>
            ) : null}
            <SmartSection id="due-today" title={`Due today (${data.dueToday.length})`}>
              <SmartList today={data.today} items={data.dueToday} empty="Nothing is due today." />
            </SmartSection>
            <SmartSection id="this-week" title={`This week (${data.thisWeek.length})`}>
              <SmartList today={data.today} items={data.thisWeek} empty="Nothing else falls due this week." />
            </SmartSection>
            <SmartSection id="start-next" title="Start next">
              <SmartList today={data.today} items={data.startNext} empty="You have started every subtopic." />
            </SmartSection>
            <p className="text-muted text-xs">Subject weights: {NEET_PG_WEIGHT_SOURCE}</p>
          </>
        )}
      </RevisionQuery>
    </div>
  );
}
