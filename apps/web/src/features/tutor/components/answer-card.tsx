/**
 * One answer: its text with [n] citations linking to the library, its table (compare mode), its
 * label, its sources, the safety line, and thumbs up / down, "Report an error" and read aloud.
 * A personal emergency puts the emergency number first.
 */
import { librarySubtopicPage } from '@medsutra/contract/routes';
import type { TutorCitation, TutorQuestion, TutorTable } from '@medsutra/contract/tutor/api';
import { TUTOR_EMERGENCY_LINE, TUTOR_SAFETY_LINE, tutorScreenText as text } from '@medsutra/contract/tutor/screen';
import { Flag, ThumbsDown, ThumbsUp, Volume2, VolumeX } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { canReadAloud, readAloud, stopReading } from '@/lib/speech';
import { sendFeedback } from '../api/tutor-api';
import { QuizQuestion, textBeforeQuestion } from './quiz-question';

export interface AnswerView {
  id: string | null;
  content: string;
  citations: TutorCitation[];
  label: string | null;
  emergency: boolean;
  table: TutorTable | null;
  /** The question a quiz message asks: rendered in its format below the text before it. */
  question: TutorQuestion | null;
  feedback: 'up' | 'down' | null;
  status: 'complete' | 'streaming' | 'interrupted';
}

const citationHref = (citation: TutorCitation | undefined) =>
  citation?.subtopicId ? librarySubtopicPage(citation.subtopicId) : null;

/** Text with its [n] markers as links to the cited library items. */
function CitedText({ content, citations }: { content: string; citations: TutorCitation[] }) {
  const byNumber = new Map(citations.map((c) => [c.n, c]));
  const parts = content.split(/(\[\d{1,3}\])/);
  return (
    <>
      {parts.map((part, index) => {
        const match = /^\[(\d{1,3})\]$/.exec(part);
        const citation = match ? byNumber.get(Number(match[1])) : undefined;
        const href = citationHref(citation);
        if (match && citation && href) {
          return (
            <Link
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
              key={index}
              to={href}
              className="mx-0.5 rounded px-0.5 font-semibold text-primary text-sm underline-offset-2 hover:underline"
              aria-label={`Source ${citation.n}: ${citation.title}`}
            >
              {part}
            </Link>
          );
        }
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

function AnswerTable({ table, citations }: { table: TutorTable; citations: TutorCitation[] }) {
  return (
    <>
      {/* Wider than a 360 px phone: say so, so the columns past the edge are not missed. */}
      <p className="text-muted text-xs sm:hidden" aria-hidden="true">
        Swipe the table sideways to see every column →
      </p>
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, so a keyboard must reach it (axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2"
      >
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="sr-only">The two conditions compared</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="border-border border-b p-2 font-semibold text-ink">
                  <CitedText content={column} citations={citations} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')} className="align-top">
                {row.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row
                  <td key={i} className="border-border border-b p-2 text-ink">
                    <CitedText content={cell} citations={citations} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function AnswerCard({ answer }: { answer: AnswerView }) {
  const [thumbs, setThumbs] = useState(answer.feedback);
  const [form, setForm] = useState<null | 'down' | 'error'>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const body = answer.emergency ? answer.content.replace(TUTOR_EMERGENCY_LINE, '').trimStart() : answer.content;
  // The table shows the comparison; its text copy is left out.
  const shown = answer.table
    ? (body.split('\n').find((line) => !line.includes('|')) ?? '')
    : textBeforeQuestion(body, answer.question);

  async function submit(kind: 'up' | 'down' | 'error', withReason?: string) {
    try {
      await sendFeedback(answer.id ?? '', { kind, ...(withReason ? { reason: withReason } : {}) });
      if (kind !== 'error') setThumbs(kind);
      setForm(null);
      setReason('');
      setNotice(text.thanks);
    } catch (error) {
      setNotice(apiErrorMessage(error) ?? 'Your feedback could not be sent. Try again.');
    }
  }

  return (
    <div className="space-y-3">
      {answer.emergency ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger/10 p-3 font-semibold text-danger">
          {TUTOR_EMERGENCY_LINE}
        </p>
      ) : null}
      <div className="whitespace-pre-wrap break-words text-ink leading-relaxed">
        <CitedText content={shown} citations={answer.citations} />
        {answer.status === 'streaming' ? <span className="ml-1 inline-block animate-pulse">▍</span> : null}
      </div>
      {answer.table ? <AnswerTable table={answer.table} citations={answer.citations} /> : null}
      {answer.question ? <QuizQuestion question={answer.question} /> : null}
      {answer.label ? (
        <p className="inline-block rounded-full bg-surface-muted px-3 py-1 font-medium text-muted text-xs">
          {answer.label}
        </p>
      ) : null}
      {answer.citations.length > 0 ? (
        <div>
          <h3 className="font-semibold text-ink text-sm">{text.sources}</h3>
          <ol className="space-y-1 text-sm">
            {answer.citations.map((citation) => {
              const href = citationHref(citation);
              return (
                <li key={citation.n}>
                  [{citation.n}]{' '}
                  {href ? (
                    <Link to={href} className="text-primary underline-offset-2 hover:underline">
                      {citation.title}
                    </Link>
                  ) : (
                    citation.title
                  )}{' '}
                  <span className="text-muted">({citation.kind})</span>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
      {answer.status !== 'streaming' ? <p className="text-muted text-xs">{TUTOR_SAFETY_LINE}</p> : null}
      {answer.id && answer.status !== 'streaming' ? (
        <div className="flex flex-wrap items-center gap-1">
          <Button
            size="icon"
            variant={thumbs === 'up' ? 'secondary' : 'ghost'}
            aria-label={text.helpful}
            aria-pressed={thumbs === 'up'}
            onClick={() => void submit('up')}
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            size="icon"
            variant={thumbs === 'down' ? 'secondary' : 'ghost'}
            aria-label={text.notHelpful}
            aria-pressed={thumbs === 'down'}
            onClick={() => setForm(form === 'down' ? null : 'down')}
          >
            <ThumbsDown aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setForm(form === 'error' ? null : 'error')}>
            <Flag aria-hidden="true" className="size-4" />
            {text.reportError}
          </Button>
          {canReadAloud() ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                if (reading) {
                  stopReading();
                  setReading(false);
                } else {
                  setReading(true);
                  readAloud(body, () => setReading(false));
                }
              }}
            >
              {reading ? (
                <VolumeX aria-hidden="true" className="size-4" />
              ) : (
                <Volume2 aria-hidden="true" className="size-4" />
              )}
              {reading ? text.stopReading : text.readAloud}
            </Button>
          ) : null}
        </div>
      ) : null}
      {form ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(form, reason.trim() || undefined);
          }}
        >
          <label className="block text-ink text-sm" htmlFor={`reason-${answer.id}`}>
            {form === 'error' ? text.reportPrompt : text.reasonPrompt}
          </label>
          <textarea
            id={`reason-${answer.id}`}
            value={reason}
            maxLength={1000}
            required={form === 'error'}
            onChange={(event) => setReason(event.target.value)}
            className="min-h-20 w-full rounded-lg border border-border bg-surface p-2 text-ink"
          />
          <Button type="submit" size="sm">
            {form === 'error' ? text.reportError : text.notHelpful}
          </Button>
        </form>
      ) : null}
      {notice ? (
        <p role="status" className="text-muted text-sm">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
