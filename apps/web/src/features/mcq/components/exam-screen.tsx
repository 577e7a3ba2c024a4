/**
 * The exam screen (exam mode): the whole screen is the test. A bar fixed at the top holds the
 * server-backed timer, the palette's button and submit, so the time is on screen however far the
 * question scrolls; the app's header and tabs are gone (lib/exam-mode.ts). One question is
 * rendered at a time; the palette is mounted after the first question is on screen (beside it from
 * 1024 px, behind its button on a phone). Leaving and submitting ask first, saying how many
 * questions are not answered. At time-out it sends what is unsent and submits by itself; a reload
 * resumes where it was. A test whose parts run in turn (an FMGE grand test, decision 144) shows
 * the open part alone on its own clock; its submit (or its time-out) submits the part and the
 * next one opens, the closed part's answers locked.
 */
import type { TestQuestion, TestReply, TestResult } from '@medsutra/contract/mcq/tests-api';
import { TEST_SECONDS_PER_QUESTION_MAX } from '@medsutra/contract/mcq/tests-paths';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, X } from 'lucide-react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { QuestionBody, questionFormatLabel } from '@/components/library/question-body';
import { Button } from '@/components/ui/button';
import { errorStatus } from '@/lib/api-client';
import { failureSentence } from '@/lib/api-failure';
import { balancesMoved } from '@/lib/balances';
import { cn } from '@/lib/cn';
import { showToast } from '@/lib/toast';
import { submitTest, submitTestPart } from '../api/tests-api';
import { afterPaint } from '../lib/after-paint';
import { forgetLocalTest, type LocalTestState } from '../lib/test-local-store';
import { useTestAnswers } from '../lib/use-test-answers';
import { ConfirmDialog } from './confirm-dialog';
import { ExamClock } from './exam-clock';
import { type PaletteStatus, QuestionPalette } from './question-palette';

class OfflineError extends Error {}

const FIRST_QUESTION_MARK = 'medsutra:test-first-question';
const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * One question and its options. Memoised: the clock, the palette and saves do not re-render it.
 * Each option is the browser's own radio, not held by React (decision 149): a tap checks it and
 * CSS (`has-checked:`) colours its row, so the browser paints the choice with no React work in the
 * tap's task. The screen's answers (the palette, the counts, the device write and the send) follow
 * once that frame is painted (issue 36: chosen within one frame). A choice that comes from the
 * screen instead (Clear, a reload) is put on the radios after its render.
 */
const QuestionPanel = memo(function QuestionPanel({
  question,
  index,
  total,
  parts,
  choice,
  disabled,
  onChoose,
}: {
  question: TestQuestion;
  index: number;
  total: number;
  parts: number;
  choice: string | null;
  disabled: boolean;
  onChoose: (questionId: string, optionId: string | null) => void;
}) {
  const formatLabel = questionFormatLabel(question);
  const options = useRef<HTMLFieldSetElement>(null);
  // Taps whose answer the screen has not taken yet: until then the radios already show the newest.
  const waiting = useRef(0);
  const tap = (optionId: string) => {
    waiting.current += 1;
    afterPaint(() => {
      waiting.current -= 1;
      onChoose(question.id, optionId);
    });
  };
  useLayoutEffect(() => {
    if (waiting.current > 0 || !options.current) return;
    for (const radio of options.current.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      radio.checked = radio.value === choice;
    }
  }, [choice]);
  // The stem, statements, lists or figure do not change with a tap: not rendered again for one.
  const body = useMemo(() => <QuestionBody body={question} className="mt-3" />, [question]);
  return (
    <section aria-labelledby="exam-question-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="exam-question-heading" className="font-medium text-muted text-sm">
          {text.questionOf(index + 1, total)}
          {parts > 1 ? ` · ${text.part(question.part)}` : null}
        </h2>
        {formatLabel ? (
          <span className="rounded bg-surface-muted px-2 py-0.5 text-muted text-xs">{formatLabel}</span>
        ) : null}
      </div>
      {body}
      <fieldset ref={options} className="mt-4 flex flex-col gap-2" disabled={disabled}>
        <legend className="sr-only">{text.questionOf(index + 1, total)}</legend>
        {question.options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary/10"
          >
            <input
              type="radio"
              name={`test-question-${question.id}`}
              value={option.id}
              defaultChecked={choice === option.id}
              onChange={() => tap(option.id)}
              className="mt-1"
            />
            <span>{option.text}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
});

/**
 * The phone's back button asks before leaving: an extra history entry at the same address is
 * popped instead of the test's, and the screen asks; staying puts the entry back.
 */
function useBackAsks(onBack: () => void, active: boolean) {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  useEffect(() => {
    if (!active) return;
    window.history.pushState(window.history.state, '');
    const popped = () => {
      window.history.pushState(window.history.state, '');
      onBackRef.current();
    };
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, [active]);
}

export function ExamScreen({
  test,
  local,
  offlineCopy = false,
  onSubmitted,
  onNextPart,
}: {
  test: TestReply;
  local: LocalTestState | null;
  /** The test was opened from this device's copy (no connection). */
  offlineCopy?: boolean;
  onSubmitted: (result: TestResult) => void;
  /** Parts in turn: the test with the next part open, and this device's answers as they are now. */
  onNextPart?: (reply: TestReply, local: LocalTestState) => void;
}) {
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  /** A submission waiting for the connection: the whole test (part null) or one part of it. */
  const [waitingToSubmit, setWaitingToSubmit] = useState<{ part: number | null } | null>(null);
  const [asking, setAsking] = useState<'submit' | 'leave' | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteMounted, setPaletteMounted] = useState(false);
  const openPart = test.openPart ?? null;
  /** The part the submit button submits, while a part follows it (null: the submit ends the test). */
  const partToSubmit = openPart && openPart.part < openPart.parts ? openPart.part : null;
  const sendOnly = useMemo(
    () => (openPart ? new Set(test.questions.map((q) => q.id)) : null),
    [openPart, test.questions],
  );
  const { state, choose, toggleMarked, visit, sync, addSeconds, secondsSpent, current, unsynced, unsyncedIds } =
    useTestAnswers(test.testId, test.answers, local, sendOnly);
  const submitted = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const submitPartRef = useRef(submitPart);
  submitPartRef.current = submitPart;
  const question = test.questions[index]!;
  const total = test.questions.length;

  useEffect(() => visit(question.id), [question.id, visit]);
  // When the first question is on screen: audit/test-page.ts reads this mark for its figure.
  useEffect(() => {
    performance.mark(FIRST_QUESTION_MARK);
  }, []);
  // The palette beside the question (wide screens) is mounted once the question is painted, in a
  // task of its own, so the first question does not wait for 200 buttons.
  useEffect(() => {
    if (!window.matchMedia?.(WIDE_SCREEN).matches) return;
    const timer = window.setTimeout(() => setPaletteMounted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);

  // Seconds on each question, counted while it is on screen and kept with the answers.
  const shownSince = useRef(Date.now());
  const shownQuestion = useRef(question.id);
  const countShownTime = useCallback(() => {
    const now = Date.now();
    addSeconds(shownQuestion.current, Math.round((now - shownSince.current) / 1000));
    shownSince.current = now;
  }, [addSeconds]);
  useEffect(() => {
    shownQuestion.current = question.id;
    shownSince.current = Date.now();
    return countShownTime;
  }, [question.id, countShownTime]);

  /**
   * Starts a submission, once: every unsent answer is sent first. A save already under way makes
   * sync() answer false, so it waits for that save, up to five times 300 ms while online. Null when
   * a submission is already under way; else whether every answer is on the server.
   */
  async function sendEveryAnswer(): Promise<boolean | null> {
    if (submitted.current) return null;
    submitted.current = true;
    setSubmitting(true);
    setAsking(null);
    countShownTime();
    let allSent = await sync();
    for (let tries = 0; !allSent && navigator.onLine && tries < 5; tries++) {
      await new Promise((resolve) => window.setTimeout(resolve, 300));
      allSent = await sync();
    }
    return allSent;
  }

  /**
   * A submission that did not go through. Offline (or no reply), the answers wait on this device
   * and the test, or the part, is submitted when the connection returns; any other refusal is said.
   */
  function submissionFailed(error: unknown, part: number | null) {
    submitted.current = false;
    setSubmitting(false);
    if (error instanceof OfflineError || errorStatus(error) === null) setWaitingToSubmit({ part });
    else showToast('error', failureSentence(error, text.loadFailed));
  }

  async function submit() {
    const allSent = await sendEveryAnswer();
    if (allSent === null) return;
    try {
      if (!allSent && !navigator.onLine) throw new OfflineError();
      const seconds = Object.fromEntries(
        Object.entries(secondsSpent()).map(([id, value]) => [
          id,
          Math.min(Math.round(value), TEST_SECONDS_PER_QUESTION_MAX),
        ]),
      );
      const result = await submitTest(test.testId, { seconds });
      setWaitingToSubmit(null);
      void forgetLocalTest(test.testId);
      // A finished full-length test pays XP.
      balancesMoved(queryClient);
      onSubmitted(result);
    } catch (error) {
      submissionFailed(error, null);
    }
  }

  /** Sends what is unsent, then submits the open part: the next one opens with its own clock. */
  async function submitPart(part: number) {
    const allSent = await sendEveryAnswer();
    if (allSent === null) return;
    try {
      if (!allSent && !navigator.onLine) throw new OfflineError();
      const reply = await submitTestPart(test.testId, part);
      setWaitingToSubmit(null);
      onNextPart?.(reply, current());
    } catch (error) {
      submissionFailed(error, part);
    }
  }

  useEffect(() => {
    if (!waitingToSubmit) return;
    const { part } = waitingToSubmit;
    const online = () => void (part === null ? submitRef.current() : submitPartRef.current(part));
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [waitingToSubmit]);

  // The clock ticks on its own (exam-clock.tsx); this screen re-renders only when time is up.
  const partToSubmitRef = useRef(partToSubmit);
  partToSubmitRef.current = partToSubmit;
  const timeUp = useCallback(() => {
    if (submitted.current) return;
    const part = partToSubmitRef.current;
    if (part !== null) {
      showToast('info', text.partTimeUp(part));
      void submitPartRef.current(part);
      return;
    }
    showToast('info', text.timeUp);
    void submitRef.current();
  }, []);

  const leaving = useRef(false);
  useBackAsks(() => {
    if (!leaving.current) setAsking('leave');
  }, !submitting);
  const leave = () => {
    leaving.current = true;
    countShownTime();
    // To the tests page: the header is back, and the test is listed there to return to.
    navigate('/test', { replace: true });
  };

  const marked = useMemo(() => new Set(state.marked), [state.marked]);
  const visited = useMemo(() => new Set(state.visited), [state.visited]);
  const statusOf = (questionId: string): PaletteStatus => {
    if (marked.has(questionId)) return 'marked';
    const answer = state.answers[questionId];
    if (answer && answer.choice !== null) return 'answered';
    return visited.has(questionId) ? 'unanswered' : 'notVisited';
  };
  const choice = state.answers[question.id]?.choice ?? null;
  const answeredCount = test.questions.filter((q) => (state.answers[q.id]?.choice ?? null) !== null).length;
  const markedCount = test.questions.filter((q) => marked.has(q.id)).length;
  const parts = useMemo(() => new Set(test.questions.map((q) => q.part)).size, [test.questions]);
  const jump = useCallback((to: number) => {
    setIndex(to);
    setPaletteOpen(false);
    window.scrollTo({ top: 0 });
  }, []);
  const openPalette = () => {
    setPaletteMounted(true);
    setPaletteOpen((open) => !open);
  };

  return (
    <div className="flex min-h-dvh flex-col" data-testid="exam-mode">
      <div className="sticky top-0 z-30 border-border border-b bg-surface" data-toasts-below="">
        <div className="mx-auto flex max-w-6xl items-center gap-1.5 px-2 py-1.5 sm:gap-3 sm:px-4">
          <Button variant="ghost" size="icon" aria-label={text.leave} onClick={() => setAsking('leave')}>
            <X aria-hidden="true" className="size-5" />
          </Button>
          <span className="hidden min-w-0 flex-1 truncate font-semibold sm:inline">{test.name}</span>
          {openPart ? (
            <span className="whitespace-nowrap font-medium text-sm" data-testid="exam-part">
              {/* "Part 1" on a phone, where Submit part 1 already names it: the bar must fit 360 px. */}
              <span className="sm:hidden" aria-hidden="true">
                {text.part(openPart.part)}
              </span>
              <span className="sr-only sm:not-sr-only" data-testid="exam-part-label">
                {text.partOf(openPart.part, openPart.parts)}
              </span>
            </span>
          ) : null}
          <span className="flex-1 sm:flex-none">
            <ExamClock deadline={openPart?.closesAt ?? test.deadline} serverNow={test.serverNow} onTimeUp={timeUp} />
          </span>
          <Button
            variant="secondary"
            size="sm"
            className="gap-1 px-2 lg:hidden"
            aria-expanded={paletteOpen}
            aria-controls="exam-palette"
            aria-label={`${text.showPalette}: ${text.answeredOf(answeredCount, total)}`}
            onClick={openPalette}
          >
            <LayoutGrid aria-hidden="true" className="size-4" />
            <span className="tabular-nums">
              {answeredCount}/{total}
            </span>
          </Button>
          <span className="hidden text-muted text-sm tabular-nums lg:inline">
            {text.answeredOf(answeredCount, total)}
          </span>
          <Button variant="danger" size="sm" disabled={submitting} onClick={() => setAsking('submit')}>
            {partToSubmit === null
              ? submitting
                ? text.submitting
                : text.submit
              : submitting
                ? text.startingPart(partToSubmit + 1)
                : text.submitPart(partToSubmit)}
          </Button>
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-3 py-3 sm:px-4 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1">
          {offlineCopy ? (
            <p role="status" className="mb-3 rounded-lg bg-accent-soft p-3 text-sm" data-testid="offline-copy">
              {text.offlineCopy}
            </p>
          ) : null}
          {waitingToSubmit ? (
            <p role="status" className="mb-3 rounded-lg bg-accent-soft p-2 text-sm" data-testid="submit-waiting">
              {text.submitWhenOnline}
            </p>
          ) : null}
          <div className="rounded-xl border border-border bg-surface p-4">
            <QuestionPanel
              // A panel per question: its shown choice starts from that question's answer.
              key={question.id}
              question={question}
              index={index}
              total={total}
              parts={parts}
              choice={choice}
              disabled={submitting}
              onChoose={choose}
            />
            <div className="mt-4 flex flex-wrap gap-2">
              <Button variant="secondary" disabled={index === 0} onClick={() => jump(index - 1)}>
                {text.previous}
              </Button>
              <Button
                variant="secondary"
                aria-pressed={marked.has(question.id)}
                onClick={() => toggleMarked(question.id)}
              >
                {marked.has(question.id) ? text.unmarkForReview : text.markForReview}
              </Button>
              <Button variant="ghost" disabled={choice === null} onClick={() => choose(question.id, null)}>
                {text.clear}
              </Button>
              {index < total - 1 ? <Button onClick={() => jump(index + 1)}>{text.next}</Button> : null}
            </div>
          </div>
          <p className="mt-2 text-muted text-sm" data-testid="sync-status">
            {unsynced > 0 ? text.unsynced(unsynced) : text.allSynced}
          </p>
        </div>
        <aside
          id="exam-palette"
          className={cn(
            'bg-surface lg:static lg:block lg:w-80 lg:rounded-xl lg:border lg:border-border lg:p-4',
            paletteOpen ? 'fixed inset-x-0 top-14 bottom-0 z-20 overflow-y-auto p-3' : 'hidden',
          )}
        >
          {paletteOpen ? (
            <div className="mb-2 flex items-center justify-between lg:hidden">
              <span className="font-semibold">{text.answeredOf(answeredCount, total)}</span>
              <Button variant="ghost" size="sm" onClick={() => setPaletteOpen(false)}>
                {text.closePalette}
              </Button>
            </div>
          ) : null}
          {paletteMounted ? (
            <QuestionPalette
              questions={test.questions}
              statusOf={statusOf}
              unsaved={unsyncedIds}
              current={index}
              onJump={jump}
            />
          ) : null}
        </aside>
      </div>
      {partToSubmit === null ? (
        <ConfirmDialog
          open={asking === 'submit'}
          title={text.submitTitle}
          body={text.submitSummary(total - answeredCount, total, markedCount)}
          confirmLabel={text.submitNow}
          cancelLabel={text.backToTest}
          danger
          onConfirm={() => void submit()}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <ConfirmDialog
          open={asking === 'submit'}
          title={text.submitPartTitle(partToSubmit)}
          body={text.submitPartSummary(total - answeredCount, total, partToSubmit)}
          confirmLabel={text.submitPartNow(partToSubmit)}
          cancelLabel={text.backToTest}
          danger
          onConfirm={() => void submitPart(partToSubmit)}
          onCancel={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={asking === 'leave'}
        title={text.leaveTitle}
        body={text.leaveSummary(total - answeredCount)}
        confirmLabel={text.leaveNow}
        cancelLabel={text.stay}
        onConfirm={leave}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
