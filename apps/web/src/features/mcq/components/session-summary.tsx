/** The end of a session: the score, the XP earned, and every question with its marking to review. */
import type { PracticeSessionReply } from '@medsutra/contract/mcq/practice-api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
import { QuestionBody } from '@/components/library/question-body';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import type { AnswerState } from '../lib/answer-state';
import { AnswerFeedback } from './answer-feedback';

export function SessionSummary({
  session,
  answers,
  onNewSession,
}: {
  session: PracticeSessionReply;
  answers: Record<string, AnswerState>;
  onNewSession: () => void;
}) {
  const replies = session.questions.map((question) => answers[question.id]?.reply);
  const correct = replies.filter((reply) => reply?.correct).length;
  const xp = replies.reduce((sum, reply) => sum + (reply?.xpAwarded ?? 0), 0);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardTitle>{text.summaryTitle}</CardTitle>
        <p className="mt-2 text-lg" data-testid="practice-score">
          {text.summary(correct, session.questions.length)}
        </p>
        {xp > 0 ? <p className="text-muted">{text.xpTotal(xp)}</p> : null}
        <Button className="mt-4" onClick={onNewSession}>
          {text.newSession}
        </Button>
      </Card>
      <h2 className="text-lg font-semibold">{text.review}</h2>
      {session.questions.map((question, index) => {
        const state = answers[question.id];
        const chosen = question.options.find((option) => option.id === state?.choice)?.text;
        return (
          <Card key={question.id}>
            <p className="text-sm text-muted">{text.questionOf(index + 1, session.questions.length)}</p>
            <QuestionBody body={question} className="mt-1 [&>p:first-child]:text-base" />
            <p className="mt-2">
              <span className="font-medium">{text.yourAnswer}: </span>
              {chosen ?? text.unanswered}
            </p>
            {state?.reply ? <AnswerFeedback question={question} reply={state.reply} /> : null}
          </Card>
        );
      })}
    </div>
  );
}
