/**
 * The advanced case generator (Premium, 200 Med Coins, needs a model): a new case in the library's
 * staged format, checked against its schema, saved to the user's runs. Without a model the page
 * says so and nothing can be charged.
 */

import type { ClinicalCase } from '@medsutra/contract/library/content';
import { toolById } from '@medsutra/contract/tools/api';
import type { GeneratedCaseOutput } from '@medsutra/contract/tools/outputs';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { getRun, useShareRun, useToolCatalogue, useToolHistory } from '../api/tools-api';
import { usePaidRun } from '../api/use-paid-run';
import { OutputCard } from '../components/output-card';
import { PastRuns } from '../components/past-runs';
import { PlanNeededCard } from '../components/plan-needed-card';
import { ToolPage } from '../components/tool-page';
import { TopicForm } from '../components/topic-form';

const tool = toolById('case-generator');
type Area = 'neurology' | 'gastroenterology' | 'ward';

function GeneratedCase({ output, onShared }: { output: GeneratedCaseOutput; onShared: (sharedAt: string) => void }) {
  const c = output.case as Partial<ClinicalCase>;
  const sharing = useShareRun();

  function share() {
    sharing.mutate(output.caseId, {
      onSuccess: (reply) => {
        onShared(reply.sharedAt);
        showToast('success', 'Case shared', { description: `${reply.xpAwarded} XP awarded.` });
      },
      onError: (error) => showToast('error', apiErrorMessage(error) ?? 'The case was not shared. Please try again.'),
    });
  }
  return (
    <OutputCard
      titleId="generated-title"
      title={output.title}
      label={output.label}
      className="[overflow-wrap:anywhere]"
    >
      <p className="text-ink">{output.presentation}</p>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">
          History, examination and tests
        </summary>
        <ul className="list-disc pl-5 text-ink text-sm">
          {c.history?.map((h) => (
            <li key={h.ask}>
              <span className="font-medium">{h.ask}</span> {h.finding}
            </li>
          ))}
          {c.examination?.map((e) => (
            <li key={e.system}>
              <span className="font-medium">{e.system}:</span> {e.finding}
            </li>
          ))}
          {c.investigations?.map((i) => (
            <li key={i.name}>
              <span className="font-medium">{i.name}:</span> {i.result}
            </li>
          ))}
        </ul>
      </details>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">Diagnosis, plan and rubric</summary>
        <p className="text-ink text-sm">
          <span className="font-medium">Diagnosis:</span> {c.diagnosis}
        </p>
        <ul className="list-disc pl-5 text-ink text-sm">
          {c.management?.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <h3 className="mt-2 font-semibold text-ink text-sm">Rubric</h3>
        <ul className="list-disc pl-5 text-ink text-sm">
          {c.rubric?.map((item) => (
            <li key={`${item.kind}-${item.item}`}>
              {item.kind}: {item.item} ({item.points})
            </li>
          ))}
        </ul>
        <h3 className="mt-2 font-semibold text-ink text-sm">References</h3>
        <ul className="list-disc pl-5 text-ink text-sm">
          {c.references?.map((reference) => (
            <li key={reference}>{reference}</li>
          ))}
        </ul>
      </details>
      {output.sharedAt ? (
        <p className="text-muted text-sm">Shared.</p>
      ) : (
        <Button variant="secondary" onClick={share} disabled={sharing.isPending} className="self-start">
          Share to Medstagram
        </Button>
      )}
    </OutputCard>
  );
}

export default function CaseGeneratorPage({ email }: { email: string }) {
  const catalogue = useToolCatalogue();
  const runnable = catalogue.data?.tools.find((entry) => entry.id === 'case-generator')?.runnable ?? false;
  const [topic, setTopic] = useState('');
  const [area, setArea] = useState<Area>('ward');
  const [output, setOutput] = useState<GeneratedCaseOutput | null>(null);
  const [planNeeded, setPlanNeeded] = useState<string | null>(null);
  const { run, busy, price, spendDialog } = usePaidRun('case-generator', {
    ready: 'Case written and saved',
    failed: 'The case was not written. Please try again.',
  });
  const areaId = useId();
  const history = useToolHistory('case-generator');

  async function generate(event: FormEvent) {
    event.preventDefault();
    await run({ topic, area }, (reply) => setOutput(reply.output as GeneratedCaseOutput), setPlanNeeded);
  }

  async function open(runId: string) {
    try {
      const opened = await getRun(runId);
      if (opened.output) setOutput(opened.output as GeneratedCaseOutput);
    } catch (error) {
      showToast('error', apiErrorMessage(error) ?? 'That case did not open. Please try again.');
    }
  }

  return (
    <ToolPage
      tool={tool}
      email={email}
      spendDialog={spendDialog}
      description="An AI model writes a new clinical case in the library’s staged format, with a rubric and references, and saves it to your cases."
    >
      <PlanNeededCard sentence={planNeeded} />
      {catalogue.data && !catalogue.data.modelConfigured ? (
        <Card role="status">
          <p className="text-ink">
            Writing a new case needs an AI model, and none is configured on this server, so nothing can be charged. The
            library’s own cases are in NeuroCase, GastroCase and Ward DX.
          </p>
        </Card>
      ) : null}
      <TopicForm
        label="Topic of the case"
        placeholder="For example: dengue with warning signs"
        topic={topic}
        onTopic={setTopic}
        onSubmit={(event) => void generate(event)}
        submitDisabled={busy || !topic.trim() || !runnable}
        submitLabel={`Write the case (${price.label})`}
      >
        <label htmlFor={areaId} className="font-medium text-ink text-sm">
          Kind of case
        </label>
        <select
          id={areaId}
          value={area}
          onChange={(event) => setArea(event.target.value as Area)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink"
        >
          <option value="ward">Ward</option>
          <option value="neurology">Neurology</option>
          <option value="gastroenterology">Gastroenterology</option>
        </select>
      </TopicForm>
      {output ? <GeneratedCase output={output} onShared={(sharedAt) => setOutput({ ...output, sharedAt })} /> : null}
      <PastRuns
        runs={history.data?.runs}
        title="Your cases"
        titleId="generated-runs"
        listClassName="mt-2 flex flex-col gap-1"
      >
        {(past) =>
          past.status === 'finished' ? (
            <Button variant="ghost" size="sm" onClick={() => void open(past.runId)} className="text-left">
              {past.title}
            </Button>
          ) : (
            <span className="text-muted text-sm">
              {past.title} ({past.refunded ? 'failed, refunded' : past.status})
            </span>
          )
        }
      </PastRuns>
    </ToolPage>
  );
}
