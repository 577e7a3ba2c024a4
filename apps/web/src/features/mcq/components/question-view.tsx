/** One question: its body in its format (question-body.tsx), its options as large choices, and bookmark and report buttons. */
import type { PracticeAnswerReply, PracticeQuestion } from '@medsutra/contract/mcq/practice-api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
import { Bookmark, BookmarkCheck, Flag } from 'lucide-react';
import { QuestionBody, questionFormatLabel } from '@/components/library/question-body';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface QuestionViewProps {
  question: PracticeQuestion;
  heading: string;
  choice: string | null;
  /** Once marked, the options are locked and coloured right and wrong. */
  reply: PracticeAnswerReply | undefined;
  bookmarked: boolean;
  onChoose: (optionId: string) => void;
  onToggleBookmark: () => void;
  onReport: () => void;
  /** Bookmark and report buttons (the dashboard's challenge card leaves them out). */
  showActions?: boolean;
}

export function QuestionView({
  question,
  heading,
  choice,
  reply,
  bookmarked,
  onChoose,
  onToggleBookmark,
  onReport,
  showActions = true,
}: QuestionViewProps) {
  const formatLabel = questionFormatLabel(question);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-medium text-muted">{heading}</h2>
          {formatLabel ? (
            <span className="rounded bg-surface-muted px-2 py-0.5 text-muted text-xs">{formatLabel}</span>
          ) : null}
        </div>
        <div className={cn('flex gap-1', !showActions && 'hidden')}>
          <Button variant="ghost" size="sm" aria-pressed={bookmarked} onClick={onToggleBookmark}>
            {bookmarked ? (
              <BookmarkCheck aria-hidden="true" className="size-4" />
            ) : (
              <Bookmark aria-hidden="true" className="size-4" />
            )}
            {bookmarked ? text.bookmarked : text.bookmark}
          </Button>
          <Button variant="ghost" size="sm" onClick={onReport}>
            <Flag aria-hidden="true" className="size-4" />
            {text.report}
          </Button>
        </div>
      </div>
      <QuestionBody body={question} className="mt-3" />
      <fieldset className="mt-4 flex flex-col gap-2" disabled={reply !== undefined}>
        <legend className="sr-only">{heading}</legend>
        {question.options.map((option) => {
          const isChoice = choice === option.id;
          const isRight = reply?.correctOptionId === option.id;
          const isWrongChoice = reply !== undefined && isChoice && !reply.correct;
          return (
            <label
              key={option.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3',
                isChoice && !reply && 'border-primary bg-primary/10',
                isRight && 'border-success bg-success-soft',
                isWrongChoice && 'border-danger bg-danger-soft',
              )}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                value={option.id}
                checked={isChoice}
                onChange={() => onChoose(option.id)}
                className="mt-1"
              />
              <span>{option.text}</span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
