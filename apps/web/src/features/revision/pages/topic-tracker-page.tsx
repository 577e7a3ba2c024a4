/**
 * The topic tracker (/topic-tracker): every subject → topic → subtopic with its revision state,
 * progress per subject and overall ("312 of 745"), high-yield points and a rating one tap away.
 */
import { type RevisionSubtopic, revisionMessages } from '@medsutra/contract/revision/api';
import { useState } from 'react';
import { HeaderTextLink } from '@/components/header-text-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useRevisionSubtopics } from '../api/revision-api';
import { DisclosureRow } from '../components/disclosure-row';
import { RevisionControls, StateBadge } from '../components/revision-controls';
import { RevisionQuery } from '../components/revision-query';

function ProgressBar({ value, total, label }: { value: number; total: number; label: string }) {
  const percent = total === 0 ? 0 : Math.round((value / total) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}

function SubtopicRow({ subtopic, today }: { subtopic: RevisionSubtopic; today: string }) {
  return (
    <DisclosureRow
      className="border-border border-t py-2"
      buttonClassName="flex min-h-11 w-full flex-wrap items-center justify-between gap-2 text-left"
      summary={
        <>
          <span className="font-medium text-ink">
            {subtopic.name}
            {subtopic.yield === 'high' ? <span className="ml-2 text-accent text-xs">High yield</span> : null}
          </span>
          <StateBadge state={subtopic.state} reviewCount={subtopic.reviewCount} />
        </>
      }
      panelClassName="pt-2 pb-1"
    >
      <RevisionControls
        subtopicId={subtopic.id}
        hasNotes={subtopic.hasNotes}
        comesBack={subtopic.comesBack}
        today={today}
      />
    </DisclosureRow>
  );
}

export default function TopicTrackerPage() {
  const query = useRevisionSubtopics();
  const [openSubject, setOpenSubject] = useState<string | null>(null);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">
      <PageHeader
        title="Topic tracker"
        description="Every subtopic of the syllabus with where your revision stands. Open one to revise it."
        actions={<HeaderTextLink to="/smart-revision-tracker">What is due today →</HeaderTextLink>}
      />
      <RevisionQuery query={query}>
        {(data) => (
          <>
            <Card className="space-y-2 p-4">
              <p className="text-ink">
                <span className="font-bold text-2xl">{revisionMessages.overall(data.started, data.total)}</span>{' '}
                subtopics revised at least once
              </p>
              <ProgressBar value={data.started} total={data.total} label="Subtopics revised overall" />
            </Card>
            <ul className="space-y-3">
              {data.subjects.map((subject) => {
                const open = openSubject === subject.id;
                const subtopics = data.subtopics.filter((row) => row.subjectId === subject.id);
                const topics = [...new Map(subtopics.map((row) => [row.topicId, row.topicName])).entries()];
                return (
                  <li key={subject.id}>
                    <Card className="p-0 sm:p-0">
                      <button
                        type="button"
                        aria-expanded={open}
                        onClick={() => setOpenSubject(open ? null : subject.id)}
                        className="flex min-h-11 w-full flex-col gap-2 p-4 text-left"
                      >
                        <span className="flex w-full flex-wrap items-center justify-between gap-2">
                          <span className="font-semibold text-ink">{subject.name}</span>
                          <span className="text-muted text-sm">
                            {subject.started} of {subject.total}
                            {subject.overdue > 0 ? ` · ${subject.overdue} overdue` : ''}
                            {subject.due > 0 ? ` · ${subject.due} due` : ''}
                          </span>
                        </span>
                        <ProgressBar value={subject.started} total={subject.total} label={`${subject.name} revised`} />
                      </button>
                      {open ? (
                        <div className="space-y-4 px-4 pb-4">
                          {topics.map(([topicId, topicName]) => (
                            <section key={topicId} aria-label={topicName}>
                              <h3 className="font-semibold text-ink text-sm uppercase tracking-wide">{topicName}</h3>
                              <ul>
                                {subtopics
                                  .filter((row) => row.topicId === topicId)
                                  .map((row) => (
                                    <SubtopicRow key={row.id} subtopic={row} today={data.today} />
                                  ))}
                              </ul>
                            </section>
                          ))}
                        </div>
                      ) : null}
                    </Card>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </RevisionQuery>
    </div>
  );
}
