/**
 * A submitted test, question by question: your answer, the key, the explanation (and each option's,
 * where the question has them), the time spent; filtered by outcome, bookmark and subject, with
 * "revise these" links to the notes of the filtered questions' subtopics. Loaded with the result,
 * in its own chunk: the exam screen never carries it. Twenty questions are drawn at a time.
 */
import { practiceSubtopicsHref } from '@medsutra/contract/mcq/analytics';
import type { TestReviewQuestion } from '@medsutra/contract/mcq/tests-api';
import { testScreenText } from '@medsutra/contract/mcq/tests-screen';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, Check, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { QuestionBody } from '@/components/library/question-body';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { cn } from '@/lib/cn';
import { getTestReview, testKeys } from '../api/tests-api';

const text = testScreenText.review;
const PAGE = 20;
const REVISE_LINKS_MAX = 8;

export type ReviewFilter = keyof typeof text.filter;
const FILTERS = Object.keys(text.filter) as ReviewFilter[];

function matchesFilter(question: TestReviewQuestion, filter: ReviewFilter, subjectId: string): boolean {
  if (subjectId && question.subjectId !== subjectId) return false;
  if (filter === 'all') return true;
  if (filter === 'bookmarked') return question.bookmarked;
  return question.outcome === filter;
}

const outcomeTone = {
  correct: 'bg-success-soft text-ink',
  wrong: 'bg-danger-soft text-ink',
  unanswered: 'bg-surface-muted text-muted',
} as const;

function ReviewItem({ question }: { question: TestReviewQuestion }) {
  return (
    <li
      className="rounded-xl border border-border bg-surface p-4"
      data-testid="review-question"
      data-outcome={question.outcome}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{text.questionNumber(question.position)}</span>
        <span className={cn('rounded px-2 py-0.5 text-xs font-medium', outcomeTone[question.outcome])}>
          {text.outcome[question.outcome]}
        </span>
        {question.bookmarked ? (
          <span className="inline-flex items-center gap-1 text-muted text-xs">
            <Bookmark aria-hidden="true" className="size-3" />
            {text.bookmarked}
          </span>
        ) : null}
        {question.seconds !== null ? (
          <span className="text-muted text-xs tabular-nums">{text.timeSpent(question.seconds)}</span>
        ) : null}
      </div>
      <p className="mt-1 text-muted text-xs">
        {question.subjectName}
        {question.subtopicName ? ` · ${question.subtopicName}` : ''}
      </p>
      <QuestionBody body={question} className="mt-3" />
      <ol className="mt-3 flex flex-col gap-2">
        {question.options.map((option, index) => {
          const isKey = option.id === question.keyOptionId;
          const isChosen = option.id === question.chosenOptionId;
          const why = question.optionExplanations?.[index];
          return (
            <li
              key={option.id}
              className={cn(
                'rounded-lg border p-3',
                isKey ? 'border-success bg-success-soft' : isChosen ? 'border-danger bg-danger-soft' : 'border-border',
              )}
            >
              <div className="flex items-start gap-2">
                {isKey ? (
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : isChosen ? (
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                ) : (
                  <span aria-hidden="true" className="size-4 shrink-0" />
                )}
                <span className="min-w-0">
                  {option.text}
                  {isKey || isChosen ? (
                    <span className="flex flex-wrap gap-x-2 font-semibold text-xs">
                      {isChosen ? <span>{text.yourAnswer}</span> : null}
                      {isKey ? <span>{text.key}</span> : null}
                    </span>
                  ) : null}
                </span>
              </div>
              {why ? <p className="mt-1 pl-6 text-muted text-sm">{why}</p> : null}
            </li>
          );
        })}
      </ol>
      {question.chosenOptionId === null ? <p className="mt-2 text-muted text-sm">{text.notAnswered}</p> : null}
      <h3 className="mt-3 font-semibold text-sm">{text.explanation}</h3>
      <p className="mt-1 whitespace-pre-line text-sm">{question.explanation}</p>
      {question.subtopicId && question.subtopicName ? (
        <Link
          to={librarySubtopicPage(question.subtopicId)}
          className="mt-2 inline-flex min-h-11 items-center text-primary text-sm underline"
        >
          {text.revise(question.subtopicName)}
        </Link>
      ) : null}
    </li>
  );
}

export default function TestReview({ testId }: { testId: string }) {
  const review = useQuery({
    queryKey: testKeys.review(testId),
    queryFn: () => getTestReview(testId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [subjectId, setSubjectId] = useState('');
  const [shown, setShown] = useState(PAGE);
  const questions = review.data?.questions;
  const subjects = useMemo(() => {
    const names = new Map<string, string>();
    for (const question of questions ?? []) names.set(question.subjectId, question.subjectName);
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [questions]);
  const filtered = useMemo(
    () => (questions ?? []).filter((question) => matchesFilter(question, filter, subjectId)),
    [questions, filter, subjectId],
  );
  const subtopics = useMemo(() => {
    const names = new Map<string, string>();
    for (const question of filtered) {
      if (question.subtopicId && question.subtopicName) names.set(question.subtopicId, question.subtopicName);
    }
    return [...names];
  }, [filtered]);

  if (review.isPending) return <Spinner label={text.loading} />;
  if (review.isError) return <p role="alert">{failureSentence(review.error, text.loadFailed)}</p>;
  const counts = Object.fromEntries(
    FILTERS.map((f) => [f, review.data.questions.filter((q) => matchesFilter(q, f, subjectId)).length]),
  ) as Record<ReviewFilter, number>;

  return (
    <section aria-labelledby="test-review-title" className="mt-6" data-testid="test-review">
      <h2 id="test-review-title" className="font-semibold text-xl">
        {text.title}
      </h2>
      <Card className="mt-3">
        <fieldset>
          <legend className="font-medium text-sm">{text.filters}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => {
                  setFilter(f);
                  setShown(PAGE);
                }}
                className={cn(
                  'min-h-11 rounded-full border px-3 text-sm',
                  filter === f ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface',
                )}
              >
                {text.filter[f]} <span className="tabular-nums">({counts[f]})</span>
              </button>
            ))}
          </div>
        </fieldset>
        <label className="mt-3 flex flex-col gap-1 text-sm">
          <span className="font-medium">{text.subject}</span>
          <select
            value={subjectId}
            onChange={(event) => {
              setSubjectId(event.target.value);
              setShown(PAGE);
            }}
            className="min-h-11 rounded-lg border border-border bg-surface px-2"
          >
            <option value="">{text.allSubjects}</option>
            {subjects.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {subtopics.length > 0 && filter !== 'all' && filter !== 'correct' ? (
          <div className="mt-4" data-testid="revise-these">
            <CardTitle className="text-base">{text.reviseThese}</CardTitle>
            <p className="mt-1 text-muted text-sm">{text.reviseTheseHelp}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {subtopics.slice(0, REVISE_LINKS_MAX).map(([id, name]) => (
                <li key={id}>
                  <ButtonLink variant="secondary" size="sm" to={librarySubtopicPage(id)}>
                    {text.revise(name)}
                  </ButtonLink>
                </li>
              ))}
            </ul>
            <ButtonLink
              size="sm"
              className="mt-2"
              to={practiceSubtopicsHref(subtopics.slice(0, REVISE_LINKS_MAX).map(([id]) => id))}
            >
              {text.practiseThese}
            </ButtonLink>
          </div>
        ) : null}
      </Card>
      <p className="mt-3 text-muted text-sm" role="status" data-testid="review-count">
        {filtered.length === 0 ? text.none : text.showing(Math.min(shown, filtered.length), filtered.length)}
      </p>
      <ol className="mt-2 flex flex-col gap-3">
        {filtered.slice(0, shown).map((question) => (
          <ReviewItem key={question.id} question={question} />
        ))}
      </ol>
      {filtered.length > shown ? (
        <button
          type="button"
          onClick={() => setShown(shown + PAGE)}
          className="mt-3 min-h-11 w-full rounded-lg border border-border bg-surface"
        >
          {text.showMore}
        </button>
      ) : null}
    </section>
  );
}
