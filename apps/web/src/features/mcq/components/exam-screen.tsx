/**
 * The exam screen: the server-backed timer, one question at a time, the palette, and submit. At
 * time-out it sends what is unsent and submits by itself; a reload resumes where it was.
 */
import type { TestReply, TestResult } from '@medsutra/contract/mcq/tests-api';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QuestionBody, questionFormatLabel } from '@/components/library/question-body';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorStatus } from '@/lib/api-client';
import { failureSentence } from '@/lib/api-failure';
import { balancesMoved } from '@/lib/balances';
import { cn } from '@/lib/cn';
import { showToast } from '@/lib/toast';
import { submitTest } from '../api/tests-api';
import { forgetLocalTest, type LocalTestState } from '../lib/test-local-store';
import { useTestAnswers } from '../lib/use-test-answers';
import { ExamClock } from './exam-clock';
import { type PaletteStatus, QuestionPalette } from './question-palette';

class OfflineError extends Error {}

export const FIRST_QUESTION_MARK = 'medsutra:test-first-question';

export function ExamScreen({
  test,
  local,
  onSubmitted,
}: {
  test: TestReply;
  local: LocalTestState | null;
  onSubmitted: (result: TestResult) => void;
}) {
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [waitingToSubmit, setWaitingToSubmit] = useState(false);
  const { state, choose, toggleMarked, visit, sync, unsynced, unsyncedIds } = useTestAnswers(
    test.testId,
    test.answers,
    local,
  );
  const submitted = useRef(false);
  const queryClient = useQueryClient();
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const question = test.questions[index]!;

  useEffect(() => visit(question.id), [question.id, visit]);
  // When the first question is on screen: audit/test-page.ts reads this mark for its figure.
  useEffect(() => {
    performance.mark(FIRST_QUESTION_MARK);
  }, []);

  async function submit() {
    if (submitted.current) return;
    submitted.current = true;
    setSubmitting(true);
    let allSent = await sync();
    // A save already under way makes sync() answer false: wait for it, so submit follows every answer.
    for (let tries = 0; !allSent && navigator.onLine && tries < 5; tries++) {
      await new Promise((resolve) => window.setTimeout(resolve, 300));
      allSent = await sync();
    }
    try {
      // Offline, the answers wait on this device and the test is submitted when the connection returns.
      if (!allSent && !navigator.onLine) throw new OfflineError();
      const result = await submitTest(test.testId);
      setWaitingToSubmit(false);
      void forgetLocalTest(test.testId);
      // A finished full-length test pays XP.
      balancesMoved(queryClient);
      onSubmitted(result);
    } catch (error) {
      submitted.current = false;
      setSubmitting(false);
      if (error instanceof OfflineError || errorStatus(error) === null) {
        setWaitingToSubmit(true);
      } else {
        showToast('error', failureSentence(error, text.loadFailed));
      }
    }
  }

  useEffect(() => {
    if (!waitingToSubmit) return;
    const online = () => void submitRef.current();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [waitingToSubmit]);

  // The clock ticks on its own (exam-clock.tsx); this screen re-renders only when time is up.
  const timeUp = useCallback(() => {
    if (submitted.current) return;
    showToast('info', text.timeUp);
    void submitRef.current();
  }, []);

  const statusOf = (questionId: string): PaletteStatus => {
    if (state.marked.includes(questionId)) return 'marked';
    const answer = state.answers[questionId];
    if (answer && answer.choice !== null) return 'answered';
    return state.visited.includes(questionId) ? 'unanswered' : 'notVisited';
  };
  const choice = state.answers[question.id]?.choice ?? null;
  const answeredCount = test.questions.filter((q) => (state.answers[q.id]?.choice ?? null) !== null).length;
  const parts = new Set(test.questions.map((q) => q.part)).size;
  const formatLabel = questionFormatLabel(question);

  const confirmAndSubmit = () => {
    if (window.confirm(text.submitConfirm(test.questions.length - answeredCount))) void submit();
  };

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <div className="flex-1">
        <div className="sticky top-0 z-10 mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-3">
          <span className="font-semibold">{test.name}</span>
          <ExamClock deadline={test.deadline} serverNow={test.serverNow} onTimeUp={timeUp} />
        </div>
        <Card>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-medium text-muted">
              {text.questionOf(index + 1, test.questions.length)}
              {parts > 1 ? ` · ${text.part(question.part)}` : null}
            </h2>
            {formatLabel ? (
              <span className="rounded bg-surface-muted px-2 py-0.5 text-muted text-xs">{formatLabel}</span>
            ) : null}
          </div>
          <QuestionBody body={question} className="mt-3" />
          <fieldset className="mt-4 flex flex-col gap-2" disabled={submitting}>
            <legend className="sr-only">{text.questionOf(index + 1, test.questions.length)}</legend>
            {question.options.map((option) => (
              <label
                key={option.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3',
                  choice === option.id && 'border-primary bg-primary/10',
                )}
              >
                <input
                  type="radio"
                  name={`test-question-${question.id}`}
                  checked={choice === option.id}
                  onChange={() => choose(question.id, option.id)}
                  className="mt-1"
                />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {text.previous}
            </Button>
            <Button
              variant="secondary"
              aria-pressed={state.marked.includes(question.id)}
              onClick={() => toggleMarked(question.id)}
            >
              {state.marked.includes(question.id) ? text.unmarkForReview : text.markForReview}
            </Button>
            <Button variant="ghost" disabled={choice === null} onClick={() => choose(question.id, null)}>
              {text.clear}
            </Button>
            {index < test.questions.length - 1 ? (
              <Button onClick={() => setIndex(index + 1)}>{text.next}</Button>
            ) : null}
          </div>
        </Card>
      </div>
      <Card className="lg:w-80">
        <p className="mb-3 text-sm text-muted" data-testid="sync-status">
          {unsynced > 0 ? text.unsynced(unsynced) : text.allSynced}
        </p>
        {waitingToSubmit ? (
          <p role="status" className="mb-3 rounded-lg bg-accent-soft p-2 text-sm" data-testid="submit-waiting">
            {text.submitWhenOnline}
          </p>
        ) : null}
        <QuestionPalette
          questions={test.questions}
          statusOf={statusOf}
          unsaved={unsyncedIds}
          current={index}
          onJump={setIndex}
        />
        <Button className="mt-4 w-full" variant="danger" disabled={submitting} onClick={confirmAndSubmit}>
          {submitting ? text.submitting : text.submit}
        </Button>
      </Card>
    </div>
  );
}
