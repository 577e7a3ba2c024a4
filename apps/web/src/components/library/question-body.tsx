/**
 * What a student reads of a question before the options, in every format: the stem, a figure,
 * numbered statements, two lists to match (A–D against 1–4), numbered steps, or an assertion and
 * a reason. Practice, every test screen, the daily challenge, the mistakes deck, review screens,
 * revision checks and the tutor all render a question's body with this, so a format reads the
 * same everywhere; at 360 px the two lists stack.
 */
import {
  MATCH_LEFT_LABELS,
  type QuestionBody as QuestionBodyData,
  questionBodyText as text,
} from '@medsutra/contract/library/question-body';
import { cn } from '@/lib/cn';
import { keyed } from '@/lib/keyed';
import { LibraryFigure } from './library-figure';

function NumberedList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-1">
      {keyed(items).map(({ key, item, index }) => (
        <li key={key} className="flex gap-2">
          <span className="min-w-5 font-semibold tabular-nums">{index + 1}.</span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}

function MatchLists({ match }: { match: NonNullable<QuestionBodyData['match']> }) {
  const lists = [
    {
      title: match.leftTitle ?? text.listI,
      heading: text.listI,
      items: match.left,
      label: (i: number) => MATCH_LEFT_LABELS[i],
    },
    {
      title: match.rightTitle ?? text.listII,
      heading: text.listII,
      items: match.right,
      label: (i: number) => String(i + 1),
    },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="match-lists">
      {lists.map((list) => (
        <section key={list.heading} aria-label={list.heading} className="rounded-lg border border-border p-3">
          <h3 className="font-semibold text-sm">
            {list.heading}
            {list.title !== list.heading ? <span className="font-normal text-muted"> · {list.title}</span> : null}
          </h3>
          <ol className="mt-2 space-y-1">
            {keyed(list.items).map(({ key, item, index }) => (
              <li key={key} className="flex gap-2">
                <span className="min-w-5 font-semibold">{list.label(index)}.</span>
                <span>{item}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function QuestionBody({ body, className }: { body: QuestionBodyData; className?: string }) {
  return (
    <div className={cn('space-y-3 text-ink', className)} data-format={body.format}>
      <p className="whitespace-pre-line text-lg">{body.stem}</p>
      {body.figure ? (
        <LibraryFigure
          id={body.figure.id}
          alt={body.figure.alt}
          width={body.figure.width}
          height={body.figure.height}
        />
      ) : null}
      {body.statements ? <NumberedList items={body.statements} label={text.statements} /> : null}
      {body.match ? <MatchLists match={body.match} /> : null}
      {body.steps ? <NumberedList items={body.steps} label={text.steps} /> : null}
      {body.assertion ? (
        <dl className="space-y-2">
          <div>
            <dt className="font-semibold">{text.assertion}</dt>
            <dd className="m-0">{body.assertion}</dd>
          </div>
          {body.reason ? (
            <div>
              <dt className="font-semibold">{text.reason}</dt>
              <dd className="m-0">{body.reason}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** The format's name, beside a question's heading ("Match the following · Image-based"). */
export function questionFormatLabel(body: Pick<QuestionBodyData, 'format' | 'figure'>): string | null {
  const parts = body.format === 'single' ? [] : [text.formats[body.format]];
  if (body.figure) parts.push(text.imageBased);
  return parts.length > 0 ? parts.join(' · ') : null;
}
