/**
 * Anki and CSV: import an `.apkg` (upload progress, then what came and what could not, by reason)
 * and a link that downloads the student's own cards as CSV.
 */
import {
  FLASHCARD_IMPORT_MAX_BYTES,
  type FlashcardImportReply,
  type FlashcardImportSkipReason,
  flashcardMessages,
  flashcardPaths,
} from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { failureSentence } from '@/lib/api-failure';
import { flashcardKeys } from '../api/flashcard-keys';
import { importApkg } from '../api/import-apkg';

const skipReasonText: Record<FlashcardImportSkipReason, string> = text.importSkipReasons;

type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'done'; reply: FlashcardImportReply }
  | { step: 'failed'; message: string };

export function TransferPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > FLASHCARD_IMPORT_MAX_BYTES) {
      setState({ step: 'failed', message: flashcardMessages.importTooLarge });
      return;
    }
    setState({ step: 'uploading', percent: 0 });
    try {
      const reply = await importApkg(file, (fraction) =>
        setState({ step: 'uploading', percent: Math.round(fraction * 100) }),
      );
      setState({ step: 'done', reply });
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    } catch (error) {
      setState({ step: 'failed', message: failureSentence(error, text.importFailed) });
    }
  };
  const uploading = state.step === 'uploading';

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-col gap-2" onSubmit={submit}>
        <label htmlFor={`${id}-apkg`} className="text-sm font-medium text-ink">
          {text.importLabel}
        </label>
        <input
          id={`${id}-apkg`}
          type="file"
          accept=".apkg"
          disabled={uploading}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setState({ step: 'idle' });
          }}
          className="text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:text-ink"
        />
        <Button type="submit" className="self-start" disabled={!file || uploading}>
          <Upload aria-hidden="true" className="size-4" />
          {text.importButton}
        </Button>
        {state.step === 'uploading' ? (
          <div role="status" className="flex flex-col gap-1 text-sm text-muted">
            <span>{state.percent < 100 ? text.importing(state.percent) : text.importProcessing}</span>
            <progress max={100} value={state.percent} className="h-2 w-full accent-primary" />
          </div>
        ) : null}
        {state.step === 'done' ? (
          <div role="status" className="text-sm text-ink">
            <p className="font-semibold">{text.imported(state.reply.imported)}</p>
            {state.reply.skipped.length > 0 ? (
              <>
                <p className="mt-1 text-muted">{text.importSkipped}</p>
                <ul className="list-disc pl-5 text-muted">
                  {state.reply.skipped.map((skip) => (
                    <li key={skip.reason}>
                      {skip.count} {skipReasonText[skip.reason]}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        {state.step === 'failed' ? (
          <p role="alert" className="text-sm text-danger">
            {state.message}
          </p>
        ) : null}
      </form>
      <a href={flashcardPaths.exportCsv} download className={buttonClasses('secondary', 'md', 'self-start')}>
        <Download aria-hidden="true" className="size-4" />
        {text.exportCsv}
      </a>
    </div>
  );
}
