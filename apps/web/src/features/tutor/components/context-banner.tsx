/**
 * What a conversation started from (a question, a note, a case): its title, and for a question
 * the question itself in its format, so the student reads what the tutor is talking about.
 */
import type { ThreadReply } from '@medsutra/contract/tutor/api';
import { tutorScreenText as text } from '@medsutra/contract/tutor/screen';
import { QuestionBody } from '@/components/library/question-body';
import { useContextQuestion } from '../api/get-context-question';

type Context = NonNullable<ThreadReply['thread']['context']>;

export function ContextBanner({ context }: { context: Context }) {
  const question = useContextQuestion(context.kind === 'question' ? context.id : null);
  return (
    <div className="space-y-2 rounded-lg bg-surface-muted px-3 py-2 text-ink text-sm">
      <p>{text.contextFrom(context.title)}</p>
      {question.data ? (
        <details>
          <summary className="min-h-11 cursor-pointer content-center text-primary">{text.showQuestion}</summary>
          <QuestionBody body={question.data.question} className="mt-2 [&>p:first-child]:text-base" />
          <ol className="mt-2 list-[upper-alpha] space-y-1 pl-6">
            {question.data.question.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
