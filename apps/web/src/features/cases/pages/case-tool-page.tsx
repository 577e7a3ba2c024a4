/**
 * A case session (NeuroCase, GastroCase, Ward DX, clinical rounds): the cost and plan before the
 * start, the presentation, asks for history, examination and investigations (typed, or chosen
 * from a list on a phone), differentials, diagnosis and plan, each reveal logged; then the marking
 * against the case's rubric. Clinical rounds run several short cases with a running score.
 */
import {
  type CaseActionKind,
  type CaseActionRequest,
  type CaseMarking,
  type CaseSession,
  type CaseToolId,
  toolById,
} from '@medsutra/contract/tools/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useConfirmSpend } from '@/components/confirm-spend';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { apiErrorMessage } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';
import { showToast } from '@/lib/toast';
import { caseAction, finishCase, toolKeys, useStartRun, useToolHistory, useToolPrice } from '../api/tools-api';
import { CaseMarkingView } from '../components/case-marking-view';
import { PastRuns } from '../components/past-runs';
import { ToolPage } from '../components/tool-page';

const TOOL_BY_PATH: Record<string, CaseToolId> = {
  '/neurocase-ai': 'neurocase',
  '/gastrocase-ai': 'gastrocase',
  '/warddx-clinical-reasoning': 'warddx',
  '/live-clinical-rounds': 'clinical-rounds',
  '/live-clinical-rounds-original': 'clinical-rounds',
  '/clinical-rounds-simulator': 'clinical-rounds',
};

const INTRO: Record<CaseToolId, string> = {
  neurocase: 'Work through a neurology case as in a viva: take the history, examine, investigate, then commit.',
  gastrocase: 'Work through a gastroenterology case: history, examination, investigations, diagnosis and plan.',
  warddx: 'Clinical reasoning on a ward case: ask, examine, order tests, then give your diagnosis and plan.',
  'clinical-rounds': 'Short ward cases one after another, as on a consultant’s round, with a running score.',
};

const STEPS: { kind: CaseActionKind; label: string; verb: string; placeholder: string }[] = [
  { kind: 'history', label: 'History', verb: 'Ask', placeholder: 'Ask the patient a question' },
  { kind: 'examination', label: 'Examination', verb: 'Examine', placeholder: 'Which system or sign?' },
  { kind: 'investigation', label: 'Investigations', verb: 'Order', placeholder: 'Which test?' },
  { kind: 'differential', label: 'Differentials', verb: 'Add', placeholder: 'A differential diagnosis' },
  { kind: 'diagnosis', label: 'Diagnosis', verb: 'Commit', placeholder: 'Your diagnosis' },
  { kind: 'management', label: 'Management', verb: 'Add', placeholder: 'A step of your plan' },
];

function failure(error: unknown, fallback: string) {
  return apiErrorMessage(error) ?? fallback;
}

export default function CaseToolPage({ email, path }: { email: string; path?: string }) {
  const toolId = TOOL_BY_PATH[path ?? ''] ?? 'neurocase';
  const tool = toolById(toolId);
  const queryClient = useQueryClient();
  const [session, setSession] = useState<CaseSession | null>(null);
  const [marking, setMarking] = useState<CaseMarking | null>(null);
  const running = useStartRun(toolId);
  const acting = useMutation({
    mutationFn: ({ runId, request }: { runId: string; request: CaseActionRequest }) => caseAction(runId, request),
  });
  const finishing = useMutation({ mutationFn: finishCase });
  const busy = running.isPending || acting.isPending || finishing.isPending;
  const [step, setStep] = useState<CaseActionKind>('history');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState('');
  const inputId = useId();
  const chooseId = useId();
  const history = useToolHistory(toolId);
  const confirmSpend = useConfirmSpend();
  const price = useToolPrice(toolId);

  const refresh = () => {
    balancesMoved(queryClient);
    void queryClient.invalidateQueries({ queryKey: toolKeys.history(toolId) });
  };

  async function start() {
    if (price.cost === null || !(await confirmSpend.confirm(tool.name, price.cost))) return;
    try {
      const run = await running.mutateAsync({});
      setSession(run.output as CaseSession);
      setMarking(null);
      setStep('history');
      showToast('success', 'Case started', {
        description: `${run.medCoinsDeducted} Med Coins deducted. Its XP comes when the case is marked.`,
      });
    } catch (error) {
      showToast('error', 'The case did not start', { description: failure(error, 'Please try again.') });
    }
  }

  async function send(text: string) {
    if (!session || !text.trim()) return;
    try {
      const reply = await acting.mutateAsync({ runId: session.runId, request: { kind: step, text: text.trim() } });
      setSession(reply.session);
      setTyped('');
      setChosen('');
    } catch (error) {
      showToast('error', failure(error, 'That did not go through. Please try again.'));
    }
  }

  async function finish() {
    if (!session) return;
    try {
      const reply = await finishing.mutateAsync(session.runId);
      setMarking(reply.marking);
      setSession(reply.session);
      refresh();
      window.scrollTo({ top: 0 });
    } catch (error) {
      showToast('error', failure(error, 'The marking did not come through. Please try again.'));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(chosen || typed);
  }

  const current = STEPS.find((s) => s.kind === step) ?? STEPS[0]!;
  const choices =
    session && (step === 'history' || step === 'examination' || step === 'investigation') ? session.choices[step] : [];
  const roundsNext = session?.rounds && marking && !session.rounds.done;
  const active = session && session.status === 'active' && !(marking && !roundsNext);

  return (
    <ToolPage
      tool={tool}
      email={email}
      spendDialog={confirmSpend.dialog}
      showIntro={!session || (marking !== null && session.status === 'finished')}
      description={INTRO[toolId]}
    >
      {marking ? <CaseMarkingView marking={marking} /> : null}

      {session?.rounds ? (
        <p className="text-sm font-medium text-ink" role="status">
          Case {Math.min(session.rounds.index + (roundsNext ? 0 : 1), session.rounds.total)} of {session.rounds.total}
          {session.rounds.scores.length > 0 ? ` · running score ${session.rounds.runningScore}%` : ''}
        </p>
      ) : null}

      {!session || session.status === 'finished' ? (
        <Button onClick={() => void start()} disabled={busy} className="self-start">
          {session ? 'Start another case' : 'Start a case'} ({price.label})
        </Button>
      ) : null}

      {roundsNext ? (
        <Button onClick={() => setMarking(null)} className="self-start">
          Next case
        </Button>
      ) : null}

      {active && !roundsNext ? (
        <>
          <Card>
            <CardTitle>The patient</CardTitle>
            <p className="mt-2 text-ink">{session.presentation}</p>
          </Card>

          {session.log.length > 0 ? (
            <Card aria-labelledby="log-title">
              <CardTitle id="log-title">What you have found</CardTitle>
              <ol className="mt-2 flex flex-col gap-3">
                {session.log.map((entry) => (
                  <li key={`${entry.at}-${entry.kind}-${entry.text}`} className="border-l-4 border-primary pl-3">
                    <p className="text-sm text-muted">
                      {STEPS.find((s) => s.kind === entry.kind)?.label}: {entry.text}
                    </p>
                    {entry.revealed.map((revealed) => (
                      <p key={revealed.label} className="text-ink">
                        {revealed.label === entry.text ? null : <span className="font-medium">{revealed.label}: </span>}
                        {revealed.finding}
                      </p>
                    ))}
                    {entry.note ? <p className="text-sm text-muted">{entry.note}</p> : null}
                  </li>
                ))}
              </ol>
            </Card>
          ) : null}

          <Card>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Step</legend>
              {STEPS.map((s) => (
                <Button
                  key={s.kind}
                  size="sm"
                  variant={s.kind === step ? 'primary' : 'secondary'}
                  aria-pressed={s.kind === step}
                  onClick={() => {
                    setStep(s.kind);
                    setChosen('');
                  }}
                >
                  {s.label}
                </Button>
              ))}
            </fieldset>
            <form className="mt-3 flex flex-col gap-3" onSubmit={onSubmit}>
              {choices.length > 0 ? (
                <Select
                  id={chooseId}
                  label="Choose from the list"
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  <option value="">—</option>
                  {choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </Select>
              ) : null}
              <div className="flex flex-col gap-1">
                <label htmlFor={inputId} className="text-sm font-medium text-ink">
                  {choices.length > 0 ? 'Or type it' : current.placeholder}
                </label>
                <input
                  id={inputId}
                  value={typed}
                  maxLength={600}
                  onChange={(event) => setTyped(event.target.value)}
                  placeholder={current.placeholder}
                  className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink placeholder:text-muted"
                />
              </div>
              <Button type="submit" disabled={busy || !(chosen || typed.trim())} className="self-start">
                {current.verb}
              </Button>
            </form>
          </Card>

          <Button variant="secondary" onClick={() => void finish()} disabled={busy} className="self-start">
            Finish and get marked
          </Button>
        </>
      ) : null}

      <PastRuns
        runs={history.data?.runs}
        title="Your past runs"
        titleId="runs-title"
        listClassName="mt-2 flex flex-col gap-1 text-sm"
        itemClassName="flex justify-between gap-2 text-ink"
      >
        {(run) => (
          <>
            <span>{run.status === 'finished' ? run.title : `${run.title} (not finished)`}</span>
            <span className="text-muted tabular-nums">
              {run.score !== null ? `${run.score}%` : ''} {run.refunded ? 'refunded' : `−${run.medCoinsDeducted}`}
            </span>
          </>
        )}
      </PastRuns>
    </ToolPage>
  );
}
