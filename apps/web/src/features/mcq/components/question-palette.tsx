/** The palette: one button per question, coloured answered, not answered, marked for review or not visited. */
import type { TestQuestion } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { cn } from '@/lib/cn';

export type PaletteStatus = 'answered' | 'unanswered' | 'marked' | 'notVisited';

const tone: Record<PaletteStatus, string> = {
  answered: 'border-success bg-success-soft',
  unanswered: 'border-danger bg-danger-soft',
  marked: 'border-primary bg-primary/20',
  notVisited: 'border-border bg-surface',
};

export function QuestionPalette({
  questions,
  statusOf,
  unsaved,
  current,
  onJump,
}: {
  questions: TestQuestion[];
  statusOf: (questionId: string) => PaletteStatus;
  /** Questions whose latest change is on this device only, not yet on the server. */
  unsaved: ReadonlySet<string>;
  current: number;
  onJump: (index: number) => void;
}) {
  return (
    <nav aria-label={text.palette}>
      <ul className="mb-3 flex flex-wrap gap-3 text-xs">
        {(Object.keys(tone) as PaletteStatus[]).map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span aria-hidden="true" className={cn('inline-block size-3 rounded border', tone[status])} />
            {text.legend[status]}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-accent" />
          {text.legend.unsaved}
        </li>
      </ul>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1">
        {questions.map((question, index) => {
          const status = statusOf(question.id);
          const notSaved = unsaved.has(question.id);
          return (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onJump(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`${text.questionOf(index + 1, questions.length)}: ${text.legend[status]}${notSaved ? `, ${text.legend.unsaved}` : ''}`}
                data-status={status}
                data-unsaved={notSaved || undefined}
                className={cn(
                  'relative size-11 rounded-lg border text-sm tabular-nums',
                  tone[status],
                  index === current && 'outline-2 outline-offset-1 outline-ink',
                )}
              >
                {index + 1}
                {notSaved ? (
                  <span aria-hidden="true" className="absolute top-0.5 right-0.5 size-2 rounded-full bg-accent" />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
