/**
 * The daily challenge on the dashboard: today's five questions one at a time, each marked at once
 * with its explanation; the XP earned shows on the answer. Loaded lazily by the dashboard.
 */

// Types only from mcq-daily (its zod schema stays off the dashboard); values from the zod-free half.
import type { DailyChallengeReply } from '@medsutra/contract/mcq/daily-api';
import { DAILY_CHALLENGE_SIZE, mcqDailyPaths, dailyChallengeText as text } from '@medsutra/contract/mcq/daily-screen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { failureSentence } from '@/lib/api-failure';
import { balancesMoved } from '@/lib/balances';
import { showToast } from '@/lib/toast';
import { sendAnswer } from '../api/send-answer';
import { AnswerFeedback } from './answer-feedback';
import { QuestionView } from './question-view';

const dailyKey = ['mcq-daily-challenge'] as const;

export default function DailyChallengeCard() {
  const queryClient = useQueryClient();
  const challenge = useQuery({
    queryKey: dailyKey,
    queryFn: () => api.get<DailyChallengeReply>(mcqDailyPaths.challenge, { cache: 'no-store' }),
    staleTime: 60_000,
  });
  const [choice, setChoice] = useState<{ questionId: string; optionId: string; answerId: string } | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const answering = useMutation({
    mutationFn: sendAnswer,
    onSuccess: (reply, sent) => {
      setShown(sent.questionId);
      setChoice(null);
      if (reply.xpAwarded > 0) balancesMoved(queryClient);
      return queryClient.invalidateQueries({ queryKey: dailyKey });
    },
    onError: (error) => showToast('error', failureSentence(error, text.answerFailed)),
  });
  const sending = answering.isPending;

  if (challenge.isPending)
    return (
      <Card>
        <Spinner label={text.title} />
      </Card>
    );
  if (challenge.isError)
    return (
      <Card>
        <p role="alert">{text.loadFailed}</p>
      </Card>
    );
  const data = challenge.data;
  const answered = Object.keys(data.answers).length;
  const current = data.questions.find((q) => q.id === shown) ?? data.questions.find((q) => !data.answers[q.id]);
  const correct = Object.values(data.answers).filter((reply) => reply.correct).length;

  function submit() {
    if (!choice) return;
    answering.mutate({
      sessionId: data.sessionId,
      questionId: choice.questionId,
      choice: choice.optionId,
      answerId: choice.answerId,
    });
  }

  return (
    <Card data-testid="daily-challenge">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle>{text.title}</CardTitle>
        <span className="text-sm text-muted">{text.progress(answered, data.questions.length)}</span>
      </div>
      <p className="mt-1 text-sm text-muted">{text.description(DAILY_CHALLENGE_SIZE)}</p>
      {current ? (
        <div className="mt-4">
          <QuestionView
            question={current}
            heading={`${data.questions.indexOf(current) + 1} / ${data.questions.length}`}
            choice={
              data.answers[current.id]?.chosenOptionId ?? (choice?.questionId === current.id ? choice.optionId : null)
            }
            reply={data.answers[current.id]}
            bookmarked={current.bookmarked}
            onChoose={(optionId) =>
              setChoice((earlier) => ({
                questionId: current.id,
                optionId,
                answerId: earlier?.questionId === current.id ? earlier.answerId : crypto.randomUUID(),
              }))
            }
            onToggleBookmark={() => undefined}
            onReport={() => undefined}
            showActions={false}
          />
          {data.answers[current.id] ? (
            <>
              <AnswerFeedback question={current} reply={data.answers[current.id]!} />
              {answered < data.questions.length ? (
                <Button className="mt-4" onClick={() => setShown(null)}>
                  {text.next}
                </Button>
              ) : null}
            </>
          ) : (
            <Button className="mt-4" disabled={!choice || sending} onClick={submit}>
              {text.submit}
            </Button>
          )}
        </div>
      ) : null}
      {answered === data.questions.length ? (
        <p className="mt-4 font-medium" data-testid="daily-done">
          {text.done(correct, data.questions.length)}
          {data.bonusXp > 0 ? ` ${text.allCorrect(data.bonusXp)}` : ''}
        </p>
      ) : null}
    </Card>
  );
}
