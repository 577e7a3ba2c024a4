/**
 * The library question a quiz message asks, rendered in its format (statements, two lists,
 * steps, an assertion and a reason, a figure) with its options lettered A–D for the reply.
 */
import type { TutorQuestion } from '@medsutra/contract/tutor/api';
import { TUTOR_QUIZ_REPLY_LINE, tutorQuizHeading } from '@medsutra/contract/tutor/screen';
import { QuestionBody, questionFormatLabel } from '@/components/library/question-body';
import { keyed } from '@/lib/keyed';

const LETTERS = ['A', 'B', 'C', 'D'];

/** The message's text before the question (a verdict on the last answer), or all of it without one. */
export function textBeforeQuestion(content: string, question: TutorQuestion | null): string {
  if (!question) return content;
  const at = content.indexOf(tutorQuizHeading(question.position));
  return at < 0 ? content : content.slice(0, at).trimEnd();
}

export function QuizQuestion({ question }: { question: TutorQuestion }) {
  const label = questionFormatLabel(question);
  return (
    <section className="space-y-3 rounded-lg border border-border p-3" data-testid="quiz-question">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium text-muted text-sm">{tutorQuizHeading(question.position).replace(/:$/, '')}</h3>
        {label ? <span className="rounded bg-surface-muted px-2 py-0.5 text-muted text-xs">{label}</span> : null}
      </div>
      <QuestionBody body={question} className="[&>p:first-child]:text-base" />
      <ol className="space-y-1">
        {keyed(question.options).map(({ key, item: option, index }) => (
          <li key={key} className="flex gap-2">
            <span className="font-semibold">{LETTERS[index]})</span>
            <span>{option}</span>
          </li>
        ))}
      </ol>
      <p className="text-muted text-sm">{TUTOR_QUIZ_REPLY_LINE}</p>
    </section>
  );
}
