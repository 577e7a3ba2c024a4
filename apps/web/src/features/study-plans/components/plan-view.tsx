/**
 * A plan shown day by day with its time slots: tick items off (a subtopic ticked counts as a
 * revision in the tracker), export to a calendar, print, and an opt-in daily reminder.
 */
import {
  type StudyPlanItem,
  type StudyPlanReply,
  studyPlanCalendarPath,
  studyPlanMessages,
} from '@medsutra/contract/study-plans/api';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { readStorage, writeStorage } from '@/lib/storage';
import { showToast } from '@/lib/toast';
import { useTickItem } from '../api/study-plans-api';
import { weeklyHoursLabel } from '../lib/weekly-hours';

const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
export const todayInIndia = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

const KIND_LABEL: Record<StudyPlanItem['kind'], string> = {
  study: 'Study',
  revision: 'Revise',
  due_revisions: 'Due revisions',
  test: 'Test',
  mock_test: 'Full test',
};
const KIND_STYLE: Record<StudyPlanItem['kind'], string> = {
  study: 'bg-primary-soft text-ink',
  revision: 'bg-success-soft text-ink',
  due_revisions: 'bg-surface-muted text-ink',
  test: 'bg-accent-soft text-ink',
  mock_test: 'bg-accent-soft text-ink',
};

export function groupByDay(items: readonly StudyPlanItem[]): [string, StudyPlanItem[]][] {
  const days = new Map<string, StudyPlanItem[]>();
  for (const item of items) days.set(item.day, [...(days.get(item.day) ?? []), item]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const REMINDER_KEY = 'medsutra.studyReminderPlan';

function ReminderButton({ planId }: { planId: string }) {
  const supported = typeof window !== 'undefined' && 'Notification' in window;
  const [on, setOn] = useState(() => readStorage('local', REMINDER_KEY) === planId);
  if (!supported) return null;
  const toggle = async () => {
    if (on) {
      writeStorage('local', REMINDER_KEY, null);
      setOn(false);
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      showToast('info', 'Notifications are blocked in this browser, so no reminder can be shown.');
      return;
    }
    writeStorage('local', REMINDER_KEY, planId);
    setOn(true);
    new Notification('MedSutra study reminder', { body: 'Your plan for today is ready. Open MedSutra to start.' });
  };
  return (
    <Button size="sm" variant="secondary" onClick={toggle} aria-pressed={on}>
      {on ? 'Daily reminder on' : 'Remind me daily'}
    </Button>
  );
}

export function PlanActions({ reply }: { reply: StudyPlanReply }) {
  const { plan } = reply;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <a
        href={studyPlanCalendarPath(plan.id)}
        download="medsutra-study-plan.ics"
        className="inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-3 text-ink text-sm hover:bg-surface-muted"
      >
        Add to calendar (.ics)
      </a>
      <Button size="sm" variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <ButtonLink to={`/dynamic-plan/${plan.id}`} size="sm" variant="secondary">
        Missed a day? Replan
      </ButtonLink>
      <ButtonLink to={`/dynamic-slot-schedule/${plan.id}`} size="sm" variant="secondary">
        Time slots
      </ButtonLink>
      <ReminderButton planId={plan.id} />
    </div>
  );
}

export function PlanSummary({ reply }: { reply: StudyPlanReply }) {
  const { plan } = reply;
  const percent = plan.itemCount === 0 ? 0 : Math.round((plan.doneCount / plan.itemCount) * 100);
  return (
    <Card className="space-y-2 p-4">
      <p className="text-ink">
        Exam on <strong>{dayLabel(plan.examDate)}</strong> · {weeklyHoursLabel(plan.weekdayHours)} from {plan.dayStart}{' '}
        · revision weeks from <strong>{dayLabel(plan.revisionStartDate)}</strong>
      </p>
      <p className="text-muted text-sm">
        {plan.doneCount} of {plan.itemCount} items done ({percent}%)
        {plan.madeBy === 'model' && plan.model ? ` · subject weights by ${plan.model}` : ' · made by the formula'}
        {plan.coinsSpent > 0 ? ` · ${plan.coinsSpent} Med Coins` : ''}
      </p>
      {reply.notice ? <p className="rounded-lg bg-surface-muted px-3 py-2 text-ink text-sm">{reply.notice}</p> : null}
      {plan.advice ? (
        <div className="text-sm">
          <p className="text-ink">{plan.advice.summary}</p>
          <ul className="list-disc pl-5 text-muted">
            {plan.advice.subjectEmphasis.map((entry) => (
              <li key={entry.subjectId}>
                {entry.subjectId}: ×{entry.factor} — {entry.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function ItemRow({ item, planId, slots }: { item: StudyPlanItem; planId: string; slots: boolean }) {
  const tick = useTickItem(planId);
  const change = (done: boolean) =>
    tick.mutate(
      { itemId: item.id, done },
      {
        onSuccess: (reply) => {
          if (reply.xpAwarded > 0)
            showToast('success', `+${reply.xpAwarded} XP`, { description: 'Counted as a revision.' });
        },
        onError: (error) => showToast('error', apiErrorMessage(error) ?? studyPlanMessages.saveFailed),
      },
    );
  return (
    <li className="flex items-start gap-3 border-border border-t py-2">
      <input
        type="checkbox"
        className="mt-3 size-5 shrink-0"
        aria-label={`Done: ${item.title}`}
        checked={item.done}
        disabled={tick.isPending}
        onChange={(event) => change(event.target.checked)}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-ink text-sm', item.done && 'text-muted line-through')}>
          {slots ? (
            <span className="mr-2 font-mono text-muted text-xs">
              {clockOf(item.startMinute)}–{clockOf(item.startMinute + item.minutes)}
            </span>
          ) : null}
          {item.title}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-muted text-xs">
          <span className={cn('rounded px-1.5 py-0.5', KIND_STYLE[item.kind])}>{KIND_LABEL[item.kind]}</span>
          {item.minutes} min
          {item.movedFrom ? <span className="text-accent">moved from {dayLabel(item.movedFrom)}</span> : null}
          {item.kind === 'due_revisions' ? (
            <Link to="/smart-revision-tracker" className="text-primary">
              Open
            </Link>
          ) : null}
          {item.kind === 'test' && item.subjectId === null ? (
            <Link to="/mcqsolving" className="text-primary">
              Practise
            </Link>
          ) : null}
          {item.kind === 'mock_test' ? (
            <Link to="/test" className="text-primary">
              Start a test
            </Link>
          ) : null}
        </p>
      </div>
    </li>
  );
}

export function DayCard({
  day,
  items,
  planId,
  slots = false,
}: {
  day: string;
  items: StudyPlanItem[];
  planId: string;
  slots?: boolean;
}) {
  const minutes = items.reduce((sum, item) => sum + item.minutes, 0);
  const done = items.filter((item) => item.done).length;
  return (
    <Card className="break-inside-avoid p-4">
      <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold text-ink">
        <span>
          {dayLabel(day)}
          {day === todayInIndia() ? <span className="ml-2 text-primary text-sm">Today</span> : null}
        </span>
        <span className="font-normal text-muted text-sm">
          {done}/{items.length} done · {Math.floor(minutes / 60)} h {minutes % 60} min
        </span>
      </h3>
      <ul className="mt-2">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} planId={planId} slots={slots} />
        ))}
      </ul>
    </Card>
  );
}

/** The plan's days from today on, a week at a time (a plan can hold 1,700 items). */
export function PlanDays({ reply, slots = false }: { reply: StudyPlanReply; slots?: boolean }) {
  const days = useMemo(() => groupByDay(reply.items), [reply.items]);
  const today = todayInIndia();
  const firstIndex = Math.max(
    0,
    days.findIndex(([day]) => day >= today),
  );
  const [from, setFrom] = useState(firstIndex);
  const [count, setCount] = useState(7);
  const shown = days.slice(from, from + count);
  return (
    <section aria-label="Day-wise plan" className="space-y-3">
      {from > 0 ? (
        <Button size="sm" variant="ghost" className="print:hidden" onClick={() => setFrom(Math.max(0, from - 7))}>
          Show earlier days
        </Button>
      ) : null}
      {shown.map(([day, items]) => (
        <DayCard key={day} day={day} items={items} planId={reply.plan.id} slots={slots} />
      ))}
      {from + count < days.length ? (
        <Button size="sm" variant="secondary" className="print:hidden" onClick={() => setCount(count + 7)}>
          Show the next 7 days ({days.length - from - count} more days)
        </Button>
      ) : null}
    </section>
  );
}

export function PlanLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label="Loading your plan" />
    </div>
  );
}

export function PlanFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-danger text-sm">
      {apiErrorMessage(error) ?? studyPlanMessages.loadFailed}
    </p>
  );
}
