/**
 * The research assistant (Premium, 250 Med Coins): a question in, the library's answer out with
 * every passage cited and the limits of the evidence stated; the plan and cost shown first.
 */

import { type ResearchOutput, toolById } from '@medsutra/contract/tools/api';
import { type FormEvent, useId, useState } from 'react';
import { useConfirmSpend } from '@/components/confirm-spend';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useStartRun, useToolHistory, useToolPrice } from '../api/tools-api';
import { PastRuns } from '../components/past-runs';
import { PlanNeededCard } from '../components/plan-needed-card';
import { ToolIntro } from '../components/tool-intro';

const tool = toolById('research-assistant');

export default function ResearchAssistantPage({ email }: { email: string }) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<ResearchOutput | null>(null);
  const [planNeeded, setPlanNeeded] = useState<string | null>(null);
  const running = useStartRun('research-assistant');
  const busy = running.isPending;
  const history = useToolHistory('research-assistant');
  const id = useId();

  const confirmSpend = useConfirmSpend();
  const price = useToolPrice('research-assistant');

  async function ask(event: FormEvent) {
    event.preventDefault();
    if (price.cost === null || !(await confirmSpend.confirm(tool.name, price.cost))) return;
    try {
      const run = await running.mutateAsync({ question });
      setAnswer(run.output as ResearchOutput);
      showToast('success', 'Answer ready', {
        description: `${run.medCoinsDeducted} Med Coins deducted, ${run.xpAwarded} XP awarded.`,
      });
    } catch (error) {
      const message = apiErrorMessage(error) ?? 'The answer did not come through. Please try again.';
      if (error instanceof ApiError && error.status === 403) setPlanNeeded(message);
      else showToast('error', message);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      {confirmSpend.dialog}
      <PageHeader
        title={tool.name}
        description="Ask a deeper question; the answer comes from the MedSutra library with its sources, and says what the evidence cannot tell you."
      />
      <ToolIntro tool={tool} email={email} />
      <PlanNeededCard sentence={planNeeded} />
      <Card>
        <form className="flex flex-col gap-3" onSubmit={(event) => void ask(event)}>
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Your question
          </label>
          <textarea
            id={id}
            value={question}
            maxLength={500}
            rows={3}
            onChange={(event) => setQuestion(event.target.value)}
            className="rounded-lg border border-border bg-surface p-3 text-base text-ink"
            placeholder="For example: fluids and insulin in diabetic ketoacidosis"
          />
          <Button type="submit" disabled={busy || question.trim().length < 3} className="self-start">
            Ask ({price.label})
          </Button>
        </form>
      </Card>
      {answer ? (
        <Card className="flex flex-col gap-3" aria-labelledby="answer-title">
          <CardTitle id="answer-title">Answer</CardTitle>
          <p className="text-sm font-medium text-muted">{answer.label}</p>
          <div className="whitespace-pre-wrap text-ink">{answer.answer}</div>
          <section>
            <h3 className="font-semibold text-ink">Sources</h3>
            <ol className="mt-1 flex flex-col gap-1 text-sm text-ink">
              {answer.citations.map((citation) => (
                <li key={citation.n}>
                  [{citation.n}] {citation.title}
                  {citation.references.length > 0 ? ` — ${citation.references.join('; ')}` : ''}
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h3 className="font-semibold text-ink">Limits of this evidence</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-ink">
              {answer.limits.map((limit) => (
                <li key={limit}>{limit}</li>
              ))}
            </ul>
          </section>
        </Card>
      ) : null}
      <PastRuns
        runs={history.data?.runs}
        title="Your past questions"
        listClassName="mt-2 list-disc pl-5 text-sm text-ink"
      >
        {(run) => run.title}
      </PastRuns>
    </div>
  );
}
