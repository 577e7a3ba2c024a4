/**
 * One subtopic's revision controls: its state, the one-tap "how well did you recall it" rating
 * (each button says when the subtopic comes back), the 3-question check from the bank, and its
 * note one tap away; a note read for 30 seconds or a passed check completes it (XP), a rating
 * alone only schedules it.
 */
import {
  REVISION_NOTE_READ_SECONDS,
  type RevisionComesBack,
  type RevisionRating,
  type RevisionReviewReply,
  revisionMessages,
  revisionRatingLabels,
  revisionRatings,
} from '@medsutra/contract/revision/api';
import { useEffect, useState } from 'react';
import { NoteView } from '@/components/library/note-view';
import { QuestionBody } from '@/components/library/question-body';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDay, indiaCalendarDay } from '@/lib/format-date';
import { showToast } from '@/lib/toast';
import { useHighYieldPoints, useNoteOpened, useRevisionCheck, useSendReview } from '../api/revision-api';

export { StateBadge } from './state-badge';

/** Whole Asia/Kolkata days from `today` (yyyy-mm-dd) to an instant. */
export function daysFrom(today: string, iso: string): number {
  const day = indiaCalendarDay(iso);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function reportReview(reply: RevisionReviewReply) {
  const next = revisionMessages.nextDue(formatDay(reply.nextDueAt));
  const description = reply.beforeExam ? `${next}. ${revisionMessages.beforeExam(formatDay(reply.nextDueAt))}` : next;
  if (reply.xpAwarded > 0) showToast('success', revisionMessages.xpEarned(reply.xpAwarded), { description });
  else if (!reply.completed) {
    showToast('info', reply.check ? revisionMessages.noXpCheckFailed : revisionMessages.noXpRating, { description });
  } else showToast('info', revisionMessages.noXpNotDue, { description });
}

export function RatingButtons({
  subtopicId,
  comesBack,
  today,
}: {
  subtopicId: string;
  comesBack: RevisionComesBack;
  today: string;
}) {
  const send = useSendReview();
  const rate = (rating: RevisionRating) =>
    send.mutate(
      { subtopicId, rating },
      {
        onSuccess: reportReview,
        onError: (error) => showToast('error', apiErrorMessage(error) ?? revisionMessages.reviewFailed),
      },
    );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{revisionMessages.howWell}</legend>
      {revisionRatings.map((rating) => (
        <Button
          key={rating}
          size="sm"
          variant="secondary"
          disabled={send.isPending}
          onClick={() => rate(rating)}
          className="h-auto min-h-11 flex-col gap-0 py-1"
        >
          <span>{revisionRatingLabels[rating]}</span>
          <span className="font-normal text-muted text-xs" data-testid={`comes-back-${rating}`}>
            {revisionMessages.comesBack(daysFrom(today, comesBack[rating]))}
          </span>
        </Button>
      ))}
    </fieldset>
  );
}

function CheckPanel({ subtopicId, onDone }: { subtopicId: string; onDone: () => void }) {
  const check = useRevisionCheck(subtopicId, true);
  const send = useSendReview();
  const [choices, setChoices] = useState<Record<string, number>>({});
  if (check.isPending) return <p className="text-muted text-sm">Loading the questions…</p>;
  if (check.isError) {
    return <p className="text-muted text-sm">{apiErrorMessage(check.error) ?? revisionMessages.loadFailed}</p>;
  }
  const questions = check.data.questions;
  const complete = questions.every((question) => choices[question.id] !== undefined);
  const submit = () =>
    send.mutate(
      {
        subtopicId,
        check: {
          answers: questions.map((question) => ({ questionId: question.id, optionIndex: choices[question.id] ?? 0 })),
        },
      },
      {
        onSuccess: (reply) => {
          showToast(
            'info',
            `${reply.check?.correct ?? 0} of ${reply.check?.total ?? 0} right: rated ${revisionRatingLabels[reply.rating]}`,
          );
          reportReview(reply);
          onDone();
        },
        onError: (error) => showToast('error', apiErrorMessage(error) ?? revisionMessages.reviewFailed),
      },
    );
  return (
    <div className="space-y-4 rounded-lg border border-border p-3">
      {questions.map((question, index) => (
        <fieldset key={question.id} className="space-y-2">
          <legend className="font-medium text-ink text-sm">
            {index + 1} / {questions.length}
          </legend>
          <QuestionBody body={question} className="text-sm [&>p:first-child]:text-base" />
          {question.options.map((option, optionIndex) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`check-${question.id}`}
                checked={choices[question.id] === optionIndex}
                onChange={() => setChoices((current) => ({ ...current, [question.id]: optionIndex }))}
              />
              {option}
            </label>
          ))}
        </fieldset>
      ))}
      <Button size="sm" disabled={!complete || send.isPending} onClick={submit}>
        Submit the check
      </Button>
    </div>
  );
}

/** Seconds left of a note's read time, counting down once it has been opened. */
function useReadCountdown(openedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (openedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [openedAt]);
  if (openedAt === null) return REVISION_NOTE_READ_SECONDS;
  return Math.max(0, REVISION_NOTE_READ_SECONDS - Math.floor((now - openedAt) / 1000));
}

function HighYieldPoints({ subtopicId, onDone }: { subtopicId: string; onDone: () => void }) {
  const query = useHighYieldPoints(subtopicId, true);
  const opened = useNoteOpened();
  const send = useSendReview();
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const left = useReadCountdown(openedAt);
  const hasNotes = Boolean(query.data?.subtopic.notes);
  const { mutate: open } = opened;
  useEffect(() => {
    if (hasNotes) open(subtopicId, { onSuccess: () => setOpenedAt(Date.now()) });
  }, [hasNotes, open, subtopicId]);
  if (query.isPending) return <p className="text-muted text-sm">Loading the high-yield points…</p>;
  if (query.isError) return <p className="text-muted text-sm">{revisionMessages.loadFailed}</p>;
  const notes = query.data.subtopic.notes;
  if (!notes) return <p className="text-muted text-sm">{revisionMessages.noteMissing}</p>;
  const markRead = () =>
    send.mutate(
      { subtopicId, noteRead: true },
      {
        onSuccess: (reply) => {
          reportReview(reply);
          onDone();
        },
        onError: (error) => showToast('error', apiErrorMessage(error) ?? revisionMessages.reviewFailed),
      },
    );
  return (
    <div className="space-y-3 rounded-lg bg-surface-muted p-3">
      <NoteView notes={notes} compact />
      <Button size="sm" disabled={openedAt === null || left > 0 || send.isPending} onClick={markRead}>
        {left > 0 ? `${revisionMessages.markRead} (${left} s)` : revisionMessages.markRead}
      </Button>
    </div>
  );
}

export function RevisionControls({
  subtopicId,
  hasNotes,
  comesBack,
  today,
}: {
  subtopicId: string;
  hasNotes: boolean;
  comesBack: RevisionComesBack;
  today: string;
}) {
  const [open, setOpen] = useState<'points' | 'check' | null>(null);
  const toggle = (panel: 'points' | 'check') => setOpen((current) => (current === panel ? null : panel));
  return (
    <div className="space-y-2">
      <p className="text-muted text-xs">{revisionMessages.howWell}</p>
      <RatingButtons subtopicId={subtopicId} comesBack={comesBack} today={today} />
      <div className="flex flex-wrap gap-2">
        {hasNotes ? (
          <Button size="sm" variant="ghost" aria-expanded={open === 'points'} onClick={() => toggle('points')}>
            Read the note
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" aria-expanded={open === 'check'} onClick={() => toggle('check')}>
          Check with 3 questions
        </Button>
      </div>
      {open === 'points' ? <HighYieldPoints subtopicId={subtopicId} onDone={() => setOpen(null)} /> : null}
      {open === 'check' ? <CheckPanel subtopicId={subtopicId} onDone={() => setOpen(null)} /> : null}
    </div>
  );
}
