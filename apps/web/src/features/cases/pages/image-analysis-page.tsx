/**
 * Image analysis (50 Med Coins, needs a vision-capable model): a JPEG or PNG is checked by its
 * content and size on the server and stripped of its metadata before the model sees it; the
 * answer carries the safety line. Without a vision model the page says so and nothing is charged.
 */

import { toolById } from '@medsutra/contract/tools/api';
import { IMAGE_MAX_BYTES, type ImageAnalysisOutput } from '@medsutra/contract/tools/outputs';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { showToast } from '@/lib/toast';
import { useToolCatalogue, useToolHistory } from '../api/tools-api';
import { usePaidRun } from '../api/use-paid-run';
import { OutputCard } from '../components/output-card';
import { PastRuns } from '../components/past-runs';
import { ToolPage } from '../components/tool-page';

const tool = toolById('image-analysis');
const MAX_MB = IMAGE_MAX_BYTES / 1048576;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export default function ImageAnalysisPage({ email }: { email: string }) {
  const catalogue = useToolCatalogue();
  const vision = catalogue.data?.visionConfigured ?? false;
  const [image, setImage] = useState<{ name: string; dataUrl: string } | null>(null);
  const [question, setQuestion] = useState('');
  const [output, setOutput] = useState<ImageAnalysisOutput | null>(null);
  const { run, busy, price, spendDialog } = usePaidRun('image-analysis', {
    ready: 'Analysis ready',
    failed: 'The image was not analysed. Please try again.',
  });
  const fileId = useId();
  const questionId = useId();
  const history = useToolHistory('image-analysis');

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      showToast('error', `The image is too large: at most ${MAX_MB} MB.`);
      event.target.value = '';
      return;
    }
    setImage({ name: file.name, dataUrl: await readAsDataUrl(file) });
  }

  async function analyse(event: FormEvent) {
    event.preventDefault();
    if (!image) return;
    await run({ image: image.dataUrl, ...(question.trim() ? { question: question.trim() } : {}) }, (reply) =>
      setOutput(reply.output as ImageAnalysisOutput),
    );
  }

  return (
    <ToolPage
      tool={tool}
      email={email}
      spendDialog={spendDialog}
      description="Upload a clinical image (an X-ray, ECG, skin lesion or slide) and a vision-capable AI model describes its findings, for learning."
    >
      {catalogue.data && !vision ? (
        <Card role="status">
          <p className="text-ink">
            Image analysis needs a vision-capable AI model, and none is configured on this server, so nothing can be
            charged. The library has no image-based questions yet to practise with offline.
          </p>
        </Card>
      ) : null}
      <Card>
        <form className="flex flex-col gap-3" onSubmit={(event) => void analyse(event)}>
          <label htmlFor={fileId} className="font-medium text-ink text-sm">
            Image (JPEG or PNG, at most {MAX_MB} MB)
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png"
            onChange={(event) => void choose(event)}
            className="min-h-11 max-w-full text-ink text-sm"
          />
          {image ? (
            <img
              src={image.dataUrl}
              alt={`Chosen image: ${image.name}`}
              className="max-h-64 w-auto self-start rounded-lg"
            />
          ) : null}
          <label htmlFor={questionId} className="font-medium text-ink text-sm">
            Your question (optional)
          </label>
          <input
            id={questionId}
            value={question}
            maxLength={500}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="For example: what does this ECG show?"
            className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink placeholder:text-muted"
          />
          <Button type="submit" disabled={busy || !image || !vision} className="self-start">
            Analyse ({price.label})
          </Button>
          <p className="text-muted text-sm">
            The image’s hidden metadata (camera, place, dates) is removed before analysis, and the image is not kept.
          </p>
        </form>
      </Card>
      {output ? (
        <OutputCard titleId="image-findings" title="Findings" label={output.label}>
          <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{output.findings}</p>
          <p role="note" className="rounded-lg border border-accent/40 bg-accent-soft px-3 py-2 text-ink text-sm">
            {output.safety}
          </p>
        </OutputCard>
      ) : null}
      <PastRuns
        runs={history.data?.runs}
        title="Your analyses"
        titleId="image-runs"
        listClassName="mt-2 list-disc pl-5 text-ink text-sm"
      >
        {(past) => (
          <>
            {past.title}
            {past.refunded ? ' (failed, refunded)' : ''}
          </>
        )}
      </PastRuns>
    </ToolPage>
  );
}
