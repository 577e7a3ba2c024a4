/**
 * The dashboard's first screen (decision 119): what to do today, most urgent first. Due reviews
 * (the revision tracker and the mistakes deck), the next item of the student's plan, the weakest
 * subtopics in practice (else the weak subjects), and "Start practice"; the balances come after
 * it. Each line says so when its figure could not be loaded.
 */
import { hubMessages } from '@medsutra/contract/hubs/messages';
import { practiceSubtopicsHref } from '@medsutra/contract/mcq/analytics-paths';
import { paths } from '@medsutra/contract/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMistakesDeck } from '@/features/mcq/api/get-mistakes-deck';
import { useWeakSubtopics } from '@/features/mcq/api/get-weak-subtopics';
import { useSmartRevision } from '@/features/revision/api/get-smart-revision';
import { useStudyPlans, useTodayTasks } from '@/features/study-plans/api/study-plans-api';

const text = hubMessages.today;
const WEAK_SHOWN = 3;

interface Action {
  to: string;
  label: string;
}

function TodayRow({ title, children, action }: { title: string; children: ReactNode; action?: Action | null }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        {/* Two lines kept on a phone while the figure loads, so the card does not jump when it arrives. */}
        <p className="min-h-10 text-sm text-muted sm:min-h-5">{children}</p>
      </div>
      {action ? (
        <Link
          to={action.to}
          className="inline-flex min-h-11 max-w-28 shrink-0 items-center text-right text-sm font-semibold text-primary underline underline-offset-2 sm:max-w-none"
        >
          {action.label}
        </Link>
      ) : null}
    </li>
  );
}

function RevisionRow() {
  const smart = useSmartRevision();
  const due = smart.data?.dueToday ?? [];
  const body = smart.isError
    ? text.failed
    : !smart.data
      ? hubMessages.loading
      : due[0]
        ? text.revisionDue(due.length, due[0].name)
        : text.revisionNoneDue(smart.data.startNext[0]?.name);
  return (
    <TodayRow title={text.revision} action={{ to: paths.smartRevisionTracker, label: text.revise }}>
      {body}
    </TodayRow>
  );
}

function MistakesRow() {
  const deck = useMistakesDeck();
  const data = deck.data;
  const body = deck.isError
    ? text.failed
    : !data
      ? hubMessages.loading
      : data.total === 0
        ? hubMessages.practice.mistakesEmpty
        : data.due > 0
          ? hubMessages.practice.mistakesDue(data.due)
          : hubMessages.practice.mistakesNoneDue(data.total);
  return (
    <TodayRow
      title={text.mistakes}
      action={data && data.due > 0 ? { to: paths.mcqPractice, label: text.reviewMistakes } : null}
    >
      {body}
    </TodayRow>
  );
}

function PlanRow() {
  const tasks = useTodayTasks();
  const planTasks = tasks.data?.tasks.filter((task) => task.source === 'plan') ?? [];
  // Only without items today does the row need to know whether there is a plan at all.
  const plans = useStudyPlans();
  const next = planTasks.find((task) => !task.done);
  let body: string;
  let action: Action | null = null;
  if (tasks.isError) body = text.failed;
  else if (!tasks.data) body = hubMessages.loading;
  else if (next) {
    body = text.planNext(next.title);
    action = { to: next.href, label: text.openPlan };
  } else if (planTasks[0]) {
    body = text.planDoneToday;
    action = { to: planTasks[0].href, label: text.openPlan };
  } else if (plans.isError) body = text.failed;
  else if (!plans.data) body = hubMessages.loading;
  else if (plans.data.plans[0]) {
    body = text.planNothingToday;
    action = { to: `/study-plan/${encodeURIComponent(plans.data.plans[0].id)}`, label: text.openPlan };
  } else {
    body = text.noPlan;
    action = { to: paths.formulaStudyPlanner, label: text.makePlan };
  }
  return (
    <TodayRow title={text.plan} action={action}>
      {body}
    </TodayRow>
  );
}

function WeakRow() {
  const weakSubtopics = useWeakSubtopics();
  const smart = useSmartRevision();
  const subtopics = weakSubtopics.data?.subtopics ?? [];
  const subjects = smart.data?.weakSubjects ?? [];
  let body: string;
  let action: Action | null = null;
  if (weakSubtopics.isError) body = text.failed;
  else if (!weakSubtopics.data) body = hubMessages.loading;
  else if (subtopics.length > 0) {
    body = subtopics
      .slice(0, WEAK_SHOWN)
      .map((subtopic) => text.weakSubject(subtopic.name, subtopic.accuracy))
      .join(' · ');
    // A practice session of exactly those subtopics.
    action = { to: practiceSubtopicsHref(subtopics.map((subtopic) => subtopic.subtopicId)), label: text.practiseWeak };
  } else if (subjects[0]) {
    // No subtopic has enough answers yet, but a subject is weak: its page lists its subtopics weakest first.
    body = subjects
      .slice(0, WEAK_SHOWN)
      .map((subject) => text.weakSubject(subject.name, subject.accuracy))
      .join(' · ');
    action = { to: `/analysis/${encodeURIComponent(subjects[0].subjectId)}`, label: text.weakLink };
  } else body = text.weakNone;
  return (
    <TodayRow title={text.weak} action={action}>
      {body}
    </TodayRow>
  );
}

export function TodaySection() {
  return (
    <section aria-labelledby="today-heading">
      <Card className="p-4 sm:p-5">
        <h2 id="today-heading" className="text-lg font-semibold text-ink">
          {text.title}
        </h2>
        <ul className="divide-y divide-border">
          <RevisionRow />
          <MistakesRow />
          <PlanRow />
          <WeakRow />
        </ul>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
          <ButtonLink to={paths.mcqPractice}>{text.startPractice}</ButtonLink>
          <ButtonLink to={paths.test} variant="secondary">
            {text.takeTest}
          </ButtonLink>
        </div>
      </Card>
    </section>
  );
}
