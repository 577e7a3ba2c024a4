/**
 * The research assistant (Premium, 250 Med Coins): a question in, the library's answer out with
 * every passage cited and the limits of the evidence stated; the plan and cost shown first.
 */

import { type ResearchOutput, toolById } from '@medsutra/contract/tools/api';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToolHistory } from '../api/tools-api';
import { usePaidRun } from '../api/use-paid-run';
import { OutputCard } from '../components/output-card';
import { PastRuns } from '../components/past-runs';
import { PlanNeededCard } from '../components/plan-needed-card';
import { PointSection } from '../components/point-section';
import { ToolPage } from '../components/tool-page';

const tool = toolById('research-assistant');

export default function ResearchAssistantPage({ email }: { email: string }) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<ResearchOutput | null>(null);
  const [planNeeded, setPlanNeeded] = useState<string | null>(null);
  const { run, busy, price, spendDialog } = usePaidRun('research-assistant', {
    ready: 'Answer ready',
    failed: 'The answer did not come through. Please try again.',
  });
  const history = useToolHistory('research-assistant');
  const id = useId();

  async function ask(event: FormEvent) {
    event.preventDefault();
    await run({ question }, (reply) => setAnswer(reply.output as ResearchOutput), setPlanNeeded);
  }

  return (
    <ToolPage
      tool={tool}
      email={email}
      spendDialog={spendDialog}
      description="Ask a deeper question; the answer comes from the MedSutra library with its sources, and says what the evidence cannot tell you."
    >
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
        <OutputCard titleId="answer-title" title="Answer" label={answer.label}>
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
          <PointSection title="Limits of this evidence" points={answer.limits} />
        </OutputCard>
      ) : null}
      <PastRuns
        runs={history.data?.runs}
        title="Your past questions"
        listClassName="mt-2 list-disc pl-5 text-sm text-ink"
      >
        {(past) => past.title}
      </PastRuns>
    </ToolPage>
  );
}
