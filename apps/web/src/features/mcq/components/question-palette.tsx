/**
 * The palette: one button per question, coloured answered, not answered, marked for review or not
 * visited. Up to 300 buttons on a slow phone, so each is a plain memoised button whose props are
 * strings and numbers: a tap re-renders the one or two buttons whose colour changed, not all.
 */
import type { TestQuestion } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { memo } from 'react';

export type PaletteStatus = 'answered' | 'unanswered' | 'marked' | 'notVisited';

const tone: Record<PaletteStatus, string> = {
  answered: 'border-success bg-success-soft',
  unanswered: 'border-danger bg-danger-soft',
  marked: 'border-primary bg-primary/20',
  notVisited: 'border-border bg-surface',
};
const BUTTON = 'relative size-11 rounded-lg border text-sm tabular-nums';
const CURRENT = ' outline-2 outline-offset-1 outline-ink';

const PaletteButton = memo(function PaletteButton({
  index,
  total,
  status,
  current,
  unsaved,
  onJump,
}: {
  index: number;
  total: number;
  status: PaletteStatus;
  current: boolean;
  unsaved: boolean;
  onJump: (index: number) => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onJump(index)}
        aria-current={current ? 'step' : undefined}
        aria-label={`${text.questionOf(index + 1, total)}: ${text.legend[status]}${unsaved ? `, ${text.legend.unsaved}` : ''}`}
        data-status={status}
        data-unsaved={unsaved || undefined}
        className={`${BUTTON} ${tone[status]}${current ? CURRENT : ''}`}
      >
        {index + 1}
        {unsaved ? (
          <span aria-hidden="true" className="absolute top-0.5 right-0.5 size-2 rounded-full bg-accent" />
        ) : null}
      </button>
    </li>
  );
});

export function QuestionPalette({
  questions,
  statusOf,
  unsaved,
  current,
  onJump,
}: {
  questions: readonly Pick<TestQuestion, 'id'>[];
  statusOf: (questionId: string) => PaletteStatus;
  /** Questions whose latest change is on this device only, not yet on the server. */
  unsaved: ReadonlySet<string>;
  current: number;
  /** Keep it stable (useCallback): every button compares it. */
  onJump: (index: number) => void;
}) {
  return (
    <nav aria-label={text.palette}>
      <ul className="mb-3 flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {(Object.keys(tone) as PaletteStatus[]).map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 rounded border ${tone[status]}`} />
            {text.legend[status]}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-accent" />
          {text.legend.unsaved}
        </li>
      </ul>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1">
        {questions.map((question, index) => (
          <PaletteButton
            key={question.id}
            index={index}
            total={questions.length}
            status={statusOf(question.id)}
            current={index === current}
            unsaved={unsaved.has(question.id)}
            onJump={onJump}
          />
        ))}
      </ol>
    </nav>
  );
}
