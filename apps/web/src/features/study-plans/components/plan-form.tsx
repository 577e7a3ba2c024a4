/**
 * The planners' form: exam date, the hours on each day of the week (0 is a day off), when the
 * day starts, strong subjects, and (for the AI planner) the student's own notes. The formula
 * planner shows its formula beside it.
 */

import { AI_TOOL_COSTS } from '@medsutra/contract/economy/table';
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import {
  FORMULA_LINES,
  STUDY_PLAN_MAX_HOURS,
  type StudyPlanKind,
  studyPlanMessages,
} from '@medsutra/contract/study-plans/api';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmSpend } from '@/components/confirm-spend';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toolCatalogueQueryOptions } from '@/features/cases/api/tools-api';
import { useProfile } from '@/features/profile/api/get-profile';
import { apiErrorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useCreateStudyPlan } from '../api/study-plans-api';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

export function FormulaExplained() {
  return (
    <Card className="space-y-2 p-4">
      <h2 className="font-semibold text-ink">The formula</h2>
      <ol className="list-decimal space-y-1 pl-5 text-muted text-sm">
        {FORMULA_LINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </Card>
  );
}

export function PlanForm({ kind }: { kind: StudyPlanKind }) {
  const navigate = useNavigate();
  const create = useCreateStudyPlan();
  const [examDate, setExamDate] = useState(inDays(120));
  // The exam date saved on the profile, until the student picks another here.
  const profile = useProfile();
  const datePicked = useRef(false);
  const savedExamDate = profile.data?.examDate ?? null;
  useEffect(() => {
    if (savedExamDate && !datePicked.current) setExamDate(savedExamDate);
  }, [savedExamDate]);
  // Sunday first, as the API takes them.
  const [weekdayHours, setWeekdayHours] = useState([6, 6, 6, 6, 6, 6, 6]);
  const [dayStart, setDayStart] = useState('07:00');
  const [strong, setStrong] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirmSpend = useConfirmSpend();

  /** The AI planner charges only when a model writes the plan; when that cannot be known, it asks. */
  const charges = async () =>
    kind === 'ai' &&
    (await queryClient
      .fetchQuery(toolCatalogueQueryOptions())
      .then((catalogue) => catalogue.modelConfigured)
      .catch(() => true));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if ((await charges()) && !(await confirmSpend.confirm(studyPlanMessages.aiPlannerName, AI_TOOL_COSTS.studyPlanner)))
      return;
    create.mutate(
      {
        kind,
        examDate,
        weekdayHours,
        dayStart,
        daysOff: [],
        offDates: [],
        strongSubjects: strong as never,
        ...(kind === 'ai' && notes.trim() ? { notes: notes.trim() } : {}),
      },
      {
        onSuccess: (reply) => {
          if (reply.notice) showToast('info', reply.notice);
          navigate(`/study-plan/${reply.plan.id}`);
        },
        onError: (failure) => setError(apiErrorMessage(failure) ?? 'Your plan could not be made. Try again.'),
      },
    );
  };
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  return (
    <form onSubmit={submit} className="space-y-4">
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm text-ink">
          Exam date
          <input
            type="date"
            required
            value={examDate}
            onChange={(event) => {
              datePicked.current = true;
              setExamDate(event.target.value);
            }}
            className="min-h-11 rounded-lg border border-border bg-surface px-3"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink">
          Day starts at
          <input
            type="time"
            value={dayStart}
            onChange={(event) => setDayStart(event.target.value)}
            className="min-h-11 rounded-lg border border-border bg-surface px-3"
          />
        </label>
      </Card>
      <Card className="space-y-2 p-4">
        <fieldset>
          <legend className="font-medium text-ink text-sm">Hours you can study on each day (0 for a day off)</legend>
          <p className="text-muted text-xs">The plan never puts more on a day than its hours.</p>
          <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
            {WEEKDAYS.map((day, index) => (
              <label key={day} className="flex flex-col gap-1 text-sm text-ink">
                <span aria-hidden="true">{day.slice(0, 3)}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={STUDY_PLAN_MAX_HOURS}
                  required
                  aria-label={`Hours on ${day}`}
                  value={weekdayHours[index]}
                  onChange={(event) =>
                    setWeekdayHours(weekdayHours.map((hours, i) => (i === index ? Number(event.target.value) : hours)))
                  }
                  className="min-h-11 w-full rounded-lg border border-border bg-surface px-3"
                />
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <Card className="space-y-2 p-4">
        <fieldset>
          <legend className="font-medium text-ink text-sm">
            Subjects you are already strong in (they get half the time and come last)
          </legend>
          <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-3">
            {LIBRARY_SUBJECTS.map((subject) => (
              <label key={subject.id} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={strong.includes(subject.id)}
                  onChange={() => setStrong(toggle(strong, subject.id))}
                />
                {subject.name}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      {kind === 'ai' ? (
        <Card className="space-y-2 p-4">
          <label className="flex flex-col gap-1 text-sm text-ink">
            Anything the planner should know
            <textarea
              value={notes}
              maxLength={1000}
              rows={3}
              placeholder="Weak in pharmacology, night shifts on Tuesdays"
              onChange={(event) => setNotes(event.target.value)}
              className="rounded-lg border border-border bg-surface px-3 py-2"
            />
          </label>
          <p className="text-muted text-xs">
            Costs {AI_TOOL_COSTS.studyPlanner} Med Coins only when an AI model writes the plan. Without a model, the
            formula planner makes it and nothing is charged.
          </p>
        </Card>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-danger text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Making your plan…' : 'Make my plan'}
      </Button>
      {confirmSpend.dialog}
    </form>
  );
}
