/** What follows an answer: right or wrong, the explanation, each option's note, references, notes. */

import { pathIsAvailable } from '@medsutra/contract/feature-availability';
import type { PracticeAnswerReply, PracticeQuestion } from '@medsutra/contract/mcq/practice-api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
import { CheckCircle2, MessageCircleQuestion, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** The tutor's page; the link shows once its feature is open (OPEN_FEATURES), hidden until then. */
const TUTOR_PATH = '/augchatbase';
const tutorHref = (questionId: string) => `${TUTOR_PATH}?questionId=${encodeURIComponent(questionId)}`;

/** One titled part of the feedback (the explanation, the notes, the references). */
function FeedbackPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-medium">{title}</h3>
      {children}
    </div>
  );
}

/** A feedback part that is a bulleted list of short points (notes, references). */
function FeedbackPoints({ title, points, className }: { title: string; points: readonly string[]; className: string }) {
  return (
    <FeedbackPart title={title}>
      <ul className={className}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </FeedbackPart>
  );
}

export function AnswerFeedback({ question, reply }: { question: PracticeQuestion; reply: PracticeAnswerReply }) {
  const optionText = (id: string) => question.options.find((option) => option.id === id)?.text ?? '';
  return (
    <section aria-live="polite" className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
      <p
        data-verdict={reply.correct ? 'correct' : 'wrong'}
        className={`flex items-center gap-2 font-semibold ${reply.correct ? 'text-success' : 'text-danger'}`}
      >
        {reply.correct ? (
          <CheckCircle2 aria-hidden="true" className="size-5" />
        ) : (
          <XCircle aria-hidden="true" className="size-5" />
        )}
        {reply.correct ? text.correct : text.wrong}
        {reply.xpAwarded > 0 ? (
          <span className="ml-2 rounded bg-primary/10 px-2 text-sm text-primary">+{reply.xpAwarded} XP</span>
        ) : null}
      </p>
      {!reply.correct ? (
        <p>
          <span className="font-medium">{text.rightAnswer}: </span>
          {optionText(reply.correctOptionId)}
        </p>
      ) : null}
      <FeedbackPart title={text.explanation}>
        <p className="mt-1 whitespace-pre-line">{reply.explanation}</p>
      </FeedbackPart>
      {reply.figureShows ? (
        <FeedbackPart title={text.figureShows}>
          <p className="mt-1">{reply.figureShows}</p>
        </FeedbackPart>
      ) : null}
      {reply.optionExplanations && reply.optionExplanations.length > 0 ? (
        <FeedbackPart title={text.whyOptions}>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {reply.optionExplanations.map((item) => (
              <li key={item.optionId}>
                <span className="font-medium">{optionText(item.optionId)}: </span>
                {item.text}
              </li>
            ))}
          </ul>
        </FeedbackPart>
      ) : null}
      {reply.notes.length > 0 ? (
        <FeedbackPoints title={text.notes} points={reply.notes} className="mt-1 list-disc space-y-1 pl-5" />
      ) : null}
      <FeedbackPoints
        title={text.references}
        points={reply.references}
        className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted"
      />
      {pathIsAvailable(TUTOR_PATH) ? (
        <Link to={tutorHref(question.id)} className={buttonClasses('secondary', 'sm', 'self-start')}>
          <MessageCircleQuestion aria-hidden="true" className="size-4" />
          {text.askTutor}
        </Link>
      ) : null}
    </section>
  );
}
