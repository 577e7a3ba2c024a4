/** Upload PDFs (/upload-pdfs): one or many, each with its progress; refusals are shown with the server's sentence. */
import { PDF_DEFAULT_MAX_BYTES } from '@medsutra/contract/notes/api';
import { findRoute } from '@medsutra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { pdfsQueryOptions, uploadPdf } from '../api/pdfs-api';
import { type ImportOutcome, ImportProgress, ImportReport } from '../components/import-report';
import { MyPdfs } from '../components/my-pdfs';

const route = findRoute('/upload-pdfs');

export default function UploadPdfsPage() {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const uploads = useMutation({
    mutationFn: upload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pdfsQueryOptions().queryKey }),
  });
  const busy = uploads.isPending;

  /** Each file in turn; one refused file is reported and the next still goes. */
  async function upload(files: File[]) {
    setOutcomes([]);
    setProgress({ done: 0, total: files.length });
    const results: ImportOutcome[] = [];
    for (const [index, file] of files.entries()) {
      try {
        const pdf = await uploadPdf(file, (fraction) => setProgress({ done: index + fraction, total: files.length }));
        results.push({ name: file.name, ok: true, detail: `${pdf.pageCount} page${pdf.pageCount === 1 ? '' : 's'}` });
      } catch (error) {
        results.push({ name: file.name, ok: false, detail: (error as Error).message });
      }
      setProgress({ done: index + 1, total: files.length });
      setOutcomes([...results]);
    }
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <PageHeader
        title={route?.title ?? 'Upload PDFs'}
        description={`PDF files up to ${Math.round(PDF_DEFAULT_MAX_BYTES / (1024 * 1024))} MB each. They open here and can be kept for offline reading.`}
        actions={
          <ButtonLink to="/my-notes" variant="secondary">
            My notes
          </ButtonLink>
        }
      />
      <div className="flex flex-col gap-4">
        <label className="flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface p-6 text-center hover:bg-surface-muted">
          <span className="font-semibold text-ink">Choose PDF files</span>
          <span className="text-sm text-muted">Only real PDFs are accepted: each file is checked by its content.</span>
          <input
            type="file"
            accept="application/pdf,.pdf"
            multiple
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) uploads.mutate(files);
            }}
          />
        </label>
        <ImportProgress done={Math.floor(progress.done)} total={progress.total} label="Uploaded" />
        <ImportReport outcomes={outcomes} />
      </div>
      <MyPdfs />
    </div>
  );
}
