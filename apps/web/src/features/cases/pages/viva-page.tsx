/**
 * The practical exam (viva) simulator: the cost and plan first, then the examiner asks, the
 * student answers by typing or, where the browser has speech recognition, by voice; the examiner
 * follows up, and the result lists strengths and gaps with the case's references.
 */

import { toolById } from '@medsutra/contract/tools/api';
import { VIVA_ANSWER_MAX, type VivaAnswerRequest, type VivaSession } from '@medsutra/contract/tools/outputs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';
import { type RecognitionLike, speechRecognition } from '@/lib/speech';
import { showToast } from '@/lib/toast';
import { answerViva, finishViva, toolKeys, useToolHistory } from '../api/tools-api';
import { usePaidRun } from '../api/use-paid-run';
import { PastRuns } from '../components/past-runs';
import { PointSection } from '../components/point-section';
import { ToolPage } from '../components/tool-page';
import { TopicForm } from '../components/topic-form';

const tool = toolById('viva');
const RESULT_LIST = 'mt-1 list-disc pl-5 text-ink text-sm [overflow-wrap:anywhere]';

export default function VivaPage({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [topic, setTopic] = useState('');
  const [session, setSession] = useState<VivaSession | null>(null);
  const [answer, setAnswer] = useState('');
  const [byVoice, setByVoice] = useState(false);
  const [listening, setListening] = useState(false);
  const paid = usePaidRun('viva', {
    ready: 'The examiner is ready',
    failed: 'The viva did not start. Please try again.',
  });
  const answering = useMutation({
    mutationFn: ({ runId, request }: { runId: string; request: VivaAnswerRequest }) => answerViva(runId, request),
  });
  const finishing = useMutation({ mutationFn: finishViva });
  const busy = paid.busy || answering.isPending || finishing.isPending;
  const recognition = useRef<RecognitionLike | null>(null);
  const answerId = useId();
  const history = useToolHistory('viva');
  const Speech = speechRecognition();

  useEffect(() => () => recognition.current?.stop(), []);

  const refresh = () => {
    balancesMoved(queryClient);
    void queryClient.invalidateQueries({ queryKey: toolKeys.history('viva') });
  };

  async function start(event: FormEvent) {
    event.preventDefault();
    await paid.run({ topic }, (reply) => setSession(reply.output as VivaSession));
  }

  function listen() {
    if (!Speech) return;
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const r = new Speech();
    r.lang = 'en-IN';
    r.interimResults = false;
    r.onresult = (event) => {
      const heard = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (heard) {
        setAnswer((current) => (current ? `${current} ${heard}` : heard).slice(0, VIVA_ANSWER_MAX));
        setByVoice(true);
      }
    };
    r.onend = () => setListening(false);
    r.onerror = () => {
      setListening(false);
      showToast('error', 'The microphone did not hear you. You can type your answer instead.');
    };
    recognition.current = r;
    setListening(true);
    r.start();
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!session || !answer.trim()) return;
    try {
      const reply = await answering.mutateAsync({
        runId: session.runId,
        request: { text: answer.trim(), by: byVoice ? 'voice' : 'typed' },
      });
      setSession(reply.session);
      setAnswer('');
      setByVoice(false);
      if (reply.session.status === 'finished') refresh();
    } catch (error) {
      showToast('error', apiErrorMessage(error) ?? 'Your answer did not go through. Please try again.');
    }
  }

  async function finish() {
    if (!session) return;
    try {
      setSession((await finishing.mutateAsync(session.runId)).session);
      refresh();
    } catch (error) {
      showToast('error', apiErrorMessage(error) ?? 'The result did not come through. Please try again.');
    }
  }

  const result = session?.result ?? null;

  return (
    <ToolPage
      tool={tool}
      email={email}
      spendDialog={paid.spendDialog}
      showIntro={!session || result !== null}
      description="A viva on a clinical case: the examiner asks, you answer aloud or by typing, the examiner follows up, and you get your strengths and gaps."
    >
      {!session || result ? (
        <TopicForm
          label="Topic for the viva"
          placeholder="For example: seizure, cirrhosis, chest pain"
          topic={topic}
          onTopic={setTopic}
          onSubmit={(event) => void start(event)}
          submitDisabled={busy || !topic.trim()}
          submitLabel={`${result ? 'Start another viva' : 'Start the viva'} (${paid.price.label})`}
        />
      ) : null}

      {result ? (
        <Card aria-labelledby="viva-result" className="flex flex-col gap-3">
          <CardTitle id="viva-result">Your result: {result.score}%</CardTitle>
          <p className="text-muted text-sm">{result.label}</p>
          <PointSection
            title="Strengths"
            points={result.strengths}
            empty="None of the examiner’s points was named this time."
            listClassName={RESULT_LIST}
          />
          <PointSection title="Gaps" points={result.gaps} listClassName={RESULT_LIST} />
          <PointSection title="References" points={result.references} listClassName={RESULT_LIST} />
        </Card>
      ) : null}

      {session && !result ? (
        <>
          <p className="text-muted text-sm">{session.label}</p>
          {session.turns.length > 0 ? (
            <Card aria-labelledby="viva-so-far">
              <CardTitle id="viva-so-far">So far</CardTitle>
              <ol className="mt-2 flex flex-col gap-3">
                {session.turns.map((turn) => (
                  <li key={turn.at} className="border-primary border-l-4 pl-3">
                    <p className="whitespace-pre-wrap text-muted text-sm">Examiner: {turn.question.question}</p>
                    <p className="text-ink [overflow-wrap:anywhere]">
                      You{turn.by === 'voice' ? ' (spoken)' : ''}: {turn.answer}
                    </p>
                  </li>
                ))}
              </ol>
            </Card>
          ) : null}
          {session.current ? (
            <Card>
              <CardTitle>{session.current.followUp ? 'The examiner follows up' : 'The examiner asks'}</CardTitle>
              <p className="mt-2 whitespace-pre-wrap text-ink" data-testid="viva-question">
                {session.current.question}
              </p>
              <form className="mt-3 flex flex-col gap-3" onSubmit={(event) => void send(event)}>
                <label htmlFor={answerId} className="font-medium text-ink text-sm">
                  Your answer
                </label>
                <textarea
                  id={answerId}
                  value={answer}
                  rows={3}
                  maxLength={VIVA_ANSWER_MAX}
                  onChange={(event) => {
                    setAnswer(event.target.value);
                    if (!event.target.value) setByVoice(false);
                  }}
                  className="rounded-lg border border-border bg-surface p-3 text-base text-ink"
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={busy || !answer.trim()}>
                    Answer
                  </Button>
                  {Speech ? (
                    <Button type="button" variant="secondary" onClick={listen} aria-pressed={listening}>
                      {listening ? 'Stop listening' : 'Answer by voice'}
                    </Button>
                  ) : null}
                </div>
                {Speech ? null : (
                  <p className="text-muted text-sm">This browser cannot take spoken answers; type yours instead.</p>
                )}
              </form>
            </Card>
          ) : null}
          <Button variant="secondary" onClick={() => void finish()} disabled={busy} className="self-start">
            End the viva and see my result
          </Button>
        </>
      ) : null}

      <PastRuns
        runs={history.data?.runs}
        title="Your past vivas"
        titleId="viva-runs"
        listClassName="mt-2 flex flex-col gap-1 text-sm"
        itemClassName="flex justify-between gap-2 text-ink"
      >
        {(run) => (
          <>
            <span className="min-w-0 [overflow-wrap:anywhere]">{run.title}</span>
            <span className="text-muted tabular-nums">
              {run.score !== null ? `${run.score}%` : run.status === 'finished' ? '' : 'not finished'}
            </span>
          </>
        )}
      </PastRuns>
    </ToolPage>
  );
}
