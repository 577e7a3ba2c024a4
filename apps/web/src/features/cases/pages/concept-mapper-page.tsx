/**
 * The concept mapper (50 Med Coins): a subtopic's concept map built from the library, shown in
 * the mindmap viewer (a lazy chunk), its labelled cross-links listed beside it, and a PDF.
 */

import { toolById } from '@medsutra/contract/tools/api';
import { type ConceptMap, conceptMapPdfPath } from '@medsutra/contract/tools/outputs';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { getRun, useShareRun, useToolHistory } from '../api/tools-api';
import { usePaidRun } from '../api/use-paid-run';
import { PastRuns } from '../components/past-runs';
import { ToolPage } from '../components/tool-page';
import { TopicForm } from '../components/topic-form';

const MindmapViewer = lazy(() => import('@/components/mindmap/mindmap-viewer'));
const tool = toolById('concept-mapper');
const SHORT = 90;

/** A node's label, shortened for the list of links (the map itself shows it whole). */
function labelOf(map: ConceptMap, id: string): string {
  const label = map.nodes.find((node) => node.id === id)?.label ?? id;
  return label.length > SHORT ? `${label.slice(0, SHORT - 1)}…` : label;
}

export default function ConceptMapperPage({ email }: { email: string }) {
  const [topic, setTopic] = useState('');
  const [map, setMap] = useState<{ runId: string; map: ConceptMap } | null>(null);
  const { run, busy, price, spendDialog } = usePaidRun('concept-mapper', {
    ready: 'Concept map ready',
    failed: 'The concept map was not made. Please try again.',
  });
  const sharing = useShareRun();
  const history = useToolHistory('concept-mapper');

  async function build(event: FormEvent) {
    event.preventDefault();
    await run({ topic }, (reply) => setMap({ runId: reply.runId, map: reply.output as ConceptMap }));
  }

  // The run-share route shares a concept map as a Medstagram post, once, for the share XP.
  function share(runId: string) {
    sharing.mutate(runId, {
      onSuccess: (reply) =>
        showToast('success', 'Shared to Medstagram', { description: `${reply.xpAwarded} XP awarded.` }),
      onError: (error) =>
        showToast('error', apiErrorMessage(error) ?? 'The concept map was not shared. Please try again.'),
    });
  }

  async function open(runId: string) {
    try {
      const opened = await getRun(runId);
      setMap({ runId, map: opened.output as ConceptMap });
    } catch (error) {
      showToast('error', apiErrorMessage(error) ?? 'That concept map did not open. Please try again.');
    }
  }

  return (
    <ToolPage
      tool={tool}
      email={email}
      spendDialog={spendDialog}
      width="max-w-4xl"
      description="A concept map of a subtopic: its high-yield points, its neighbours and the facts questions test, joined by labelled links."
    >
      <TopicForm
        label="Subtopic"
        placeholder="For example: Diabetic ketoacidosis"
        topic={topic}
        onTopic={setTopic}
        onSubmit={(event) => void build(event)}
        submitDisabled={busy || !topic.trim()}
        submitLabel={`Build the concept map (${price.label})`}
      />

      {map ? (
        <Card className="flex flex-col gap-3 p-3 sm:p-5" aria-labelledby="concept-map-title">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id="concept-map-title" className="min-w-0 font-bold text-ink text-xl [overflow-wrap:anywhere]">
              {map.map.topic}
            </h2>
            <div className="flex flex-wrap gap-2">
              <a
                href={conceptMapPdfPath(map.runId)}
                className="inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-3 font-medium text-ink text-sm hover:bg-surface-muted"
              >
                Download PDF
              </a>
              <Button variant="secondary" disabled={sharing.isPending} onClick={() => share(map.runId)}>
                Share to Medstagram
              </Button>
            </div>
          </div>
          <Suspense
            fallback={
              <div className="flex h-80 items-center justify-center">
                <Spinner label="Opening the map…" />
              </div>
            }
          >
            <MindmapViewer tree={map.map.tree} source="offline" grounding="library-offline" />
          </Suspense>
          <section aria-labelledby="concept-links">
            <h3 id="concept-links" className="font-semibold text-ink">
              Cross-links ({map.map.crossLinks.length})
            </h3>
            {map.map.crossLinks.length > 0 ? (
              <ul className="mt-1 flex flex-col gap-2 text-ink text-sm [overflow-wrap:anywhere]">
                {map.map.crossLinks.map((link) => (
                  <li key={`${link.from}-${link.to}-${link.label}`}>
                    {link.from} <span className="font-medium text-primary">— {link.label} →</span> {link.to}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted text-sm">No two branches of this map share an idea.</p>
            )}
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary text-sm">
                Every link ({map.map.links.length})
              </summary>
              <ul className="flex flex-col gap-1 text-ink text-sm [overflow-wrap:anywhere]">
                {map.map.links.map((link) => (
                  <li key={`${link.from}-${link.to}-${link.label}`}>
                    {labelOf(map.map, link.from)} <span className="font-medium text-primary">— {link.label} →</span>{' '}
                    {labelOf(map.map, link.to)}
                  </li>
                ))}
              </ul>
            </details>
          </section>
        </Card>
      ) : null}

      <PastRuns
        runs={history.data?.runs}
        title="Your concept maps"
        titleId="concept-runs"
        listClassName="mt-2 flex flex-col gap-1"
      >
        {(past) => (
          <Button variant="ghost" size="sm" onClick={() => void open(past.runId)} className="text-left">
            {past.title}
          </Button>
        )}
      </PastRuns>
    </ToolPage>
  );
}
