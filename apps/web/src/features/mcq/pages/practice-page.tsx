/**
 * MCQ practice (/mcqsolving): choose filters, then answer a session. Tutor mode marks each answer
 * at once and shows its explanation and references; exam mode marks them all at the end. Each
 * answer carries an id made when it is submitted, so a resend after a dropped connection counts
 * once. `?subtopics=a,b` starts from chosen subtopics (the subject analysis links here).
 */
import { mcqMessages, type PracticeSessionReply } from '@medsutra/contract/mcq/practice-api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { failureSentence } from '@/lib/api-failure';
import { balancesMoved } from '@/lib/balances';
import { showToast } from '@/lib/toast';
import { mistakesDeckKey } from '../api/get-mistakes-deck';
import { practiceAnalyticsKeys } from '../api/get-practice-analytics';
import { sendAnswer } from '../api/send-answer';
import { setBookmark } from '../api/set-bookmark';
import { useStartPractice } from '../api/start-practice';
import { AnswerFeedback } from '../components/answer-feedback';
import { MistakesDeckCard } from '../components/mistakes-deck-card';
import { PracticeFilters } from '../components/practice-filters';
import { QuestionView } from '../components/question-view';
import { ReportDialog } from '../components/report-dialog';
import { SessionSummary } from '../components/session-summary';
import type { AnswerState } from '../lib/answer-state';

export default function PracticePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const subtopics = (searchParams.get('subtopics') ?? '').split(',').filter(Boolean);
  const [session, setSession] = useState<PracticeSessionReply | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, AnswerState>>({});
  const [bookmarks, setBookmarks] = useState<Record<string, boolean>>({});
  const [finished, setFinished] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const start = useStartPractice({
    onSuccess: (reply) => {
      setSession(reply);
      setIndex(0);
      setAnswers({});
      setFinished(false);
      setBookmarks(Object.fromEntries(reply.questions.map((q) => [q.id, q.bookmarked])));
    },
    onError: (error) => showToast('error', failureSentence(error, mcqMessages.loadFailed)),
  });

  const update = (questionId: string, change: Partial<AnswerState>) =>
    setAnswers((all) => ({ ...all, [questionId]: { ...all[questionId]!, ...change } }));

  /** Sends one answer; true when it was marked. A failure keeps the answer (and its id) for a resend. */
  async function submit(questionId: string, state: AnswerState): Promise<boolean> {
    if (!session) return false;
    update(questionId, { status: 'sending' });
    try {
      const reply = await sendAnswer({
        sessionId: session.sessionId,
        questionId,
        choice: state.choice,
        answerId: state.answerId,
      });
      update(questionId, { status: 'marked', reply });
      void queryClient.invalidateQueries({ queryKey: practiceAnalyticsKeys.all });
      if (reply.xpAwarded > 0) balancesMoved(queryClient);
      void queryClient.invalidateQueries({ queryKey: mistakesDeckKey });
      return true;
    } catch (error) {
      update(questionId, { status: 'failed' });
      showToast('error', failureSentence(error, mcqMessages.answerFailed));
      return false;
    }
  }

  function choose(questionId: string, optionId: string) {
    setAnswers((all) => {
      const earlier = all[questionId];
      if (earlier && earlier.status !== 'chosen' && earlier.status !== 'failed') return all;
      return {
        ...all,
        [questionId]: { choice: optionId, answerId: earlier?.answerId ?? crypto.randomUUID(), status: 'chosen' },
      };
    });
  }

  async function toggleBookmark(questionId: string) {
    const next = !bookmarks[questionId];
    setBookmarks((all) => ({ ...all, [questionId]: next }));
    try {
      await setBookmark({ questionId, bookmarked: next });
    } catch (error) {
      setBookmarks((all) => ({ ...all, [questionId]: !next }));
      showToast('error', failureSentence(error, mcqMessages.answerFailed));
    }
  }

  async function finishExam() {
    if (!session) return;
    setFinishing(true);
    let allSent = true;
    for (const question of session.questions) {
      const state = answers[question.id];
      if (state && state.status !== 'marked') allSent = (await submit(question.id, state)) && allSent;
    }
    setFinishing(false);
    if (allSent) setFinished(true);
  }

  if (!session) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <PageHeader title={text.title} description={text.description} />
        <MistakesDeckCard pending={start.isPending} onStart={(request) => start.mutate(request)} />
        <PracticeFilters
          subtopics={subtopics}
          onClearSubtopics={() => setSearchParams({})}
          pending={start.isPending}
          onStart={(request) => start.mutate(request)}
        />
      </div>
    );
  }

  const question = session.questions[index]!;
  const state = answers[question.id];
  const total = session.questions.length;
  const tutor = session.mode === 'tutor';
  const last = index === total - 1;

  if (finished) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <PageHeader title={text.title} />
        <SessionSummary session={session} answers={answers} onNewSession={() => setSession(null)} />
        <ReportDialog questionId={reporting} onClose={() => setReporting(null)} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={text.title} />
      <Card>
        <QuestionView
          question={question}
          heading={text.questionOf(index + 1, total)}
          choice={state?.choice ?? null}
          reply={tutor ? state?.reply : undefined}
          bookmarked={bookmarks[question.id] ?? false}
          onChoose={(optionId) => choose(question.id, optionId)}
          onToggleBookmark={() => void toggleBookmark(question.id)}
          onReport={() => setReporting(question.id)}
        />
        {tutor && state?.reply ? <AnswerFeedback question={question} reply={state.reply} /> : null}
        <div className="mt-5 flex flex-wrap gap-2">
          {!tutor || index > 0 ? (
            <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {text.previous}
            </Button>
          ) : null}
          {tutor && state?.status !== 'marked' ? (
            <Button
              disabled={!state || state.status === 'sending'}
              onClick={() => state && void submit(question.id, state)}
            >
              {state?.status === 'sending' ? text.sending : state?.status === 'failed' ? text.retry : text.submitAnswer}
            </Button>
          ) : null}
          {!last && (!tutor || state?.status === 'marked') ? (
            <Button onClick={() => setIndex(index + 1)}>{text.next}</Button>
          ) : null}
          {last && (!tutor || state?.status === 'marked') ? (
            <Button disabled={finishing} onClick={() => (tutor ? setFinished(true) : void finishExam())}>
              {finishing ? text.finishing : text.finish}
            </Button>
          ) : null}
        </div>
      </Card>
      <ReportDialog questionId={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
