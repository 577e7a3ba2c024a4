/**
 * One subtopic's revision controls: its state, the one-tap "how well did you recall it" rating,
 * the 3-question check from the bank, and its high-yield points one tap away.
 */
import {
  type RevisionRating,
  revisionMessages,
  revisionRatingLabels,
  revisionRatings,
} from '@medsutra/contract/revision/api';
import { useState } from 'react';
import { NoteView } from '@/components/library/note-view';
import { QuestionBody } from '@/components/library/question-body';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useHighYieldPoints, useRevisionCheck, useSendReview } from '../api/revision-api';

export { StateBadge } from './state-badge';

const formatDue = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

function reportReview(reply: { xpAwarded: number; nextDueAt: string }) {
  const next = revisionMessages.nextDue(formatDue(reply.nextDueAt));
  if (reply.xpAwarded > 0) showToast('success', revisionMessages.xpEarned(reply.xpAwarded), { description: next });
  else showToast('info', revisionMessages.noXpNotDue, { description: next });
}

export function RatingButtons({ subtopicId }: { subtopicId: string }) {
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
        <Button key={rating} size="sm" variant="secondary" disabled={send.isPending} onClick={() => rate(rating)}>
          {revisionRatingLabels[rating]}
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

function HighYieldPoints({ subtopicId }: { subtopicId: string }) {
  const query = useHighYieldPoints(subtopicId, true);
  if (query.isPending) return <p className="text-muted text-sm">Loading the high-yield points…</p>;
  if (query.isError) return <p className="text-muted text-sm">{revisionMessages.loadFailed}</p>;
  const notes = query.data.subtopic.notes;
  if (!notes) return <p className="text-muted text-sm">This subtopic has no notes in the library yet.</p>;
  return (
    <div className="rounded-lg bg-surface-muted p-3">
      <NoteView notes={notes} compact />
    </div>
  );
}

export function RevisionControls({ subtopicId, hasNotes }: { subtopicId: string; hasNotes: boolean }) {
  const [open, setOpen] = useState<'points' | 'check' | null>(null);
  const toggle = (panel: 'points' | 'check') => setOpen((current) => (current === panel ? null : panel));
  return (
    <div className="space-y-2">
      <p className="text-muted text-xs">{revisionMessages.howWell}</p>
      <RatingButtons subtopicId={subtopicId} />
      <div className="flex flex-wrap gap-2">
        {hasNotes ? (
          <Button size="sm" variant="ghost" aria-expanded={open === 'points'} onClick={() => toggle('points')}>
            High-yield points
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" aria-expanded={open === 'check'} onClick={() => toggle('check')}>
          Check with 3 questions
        </Button>
      </div>
      {open === 'points' ? <HighYieldPoints subtopicId={subtopicId} /> : null}
      {open === 'check' ? <CheckPanel subtopicId={subtopicId} onDone={() => setOpen(null)} /> : null}
    </div>
  );
}
