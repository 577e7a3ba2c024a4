/** Upload PDFs (/upload-pdfs): one or many, each with its progress; refusals are shown with the server's sentence. */
import { PDF_DEFAULT_MAX_BYTES } from '@medsutra/contract/notes/api';
import { findRoute } from '@medsutra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { pdfsQueryOptions, uploadPdf } from '../api/pdfs-api';
import { FilePicker } from '../components/file-picker';
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
        <FilePicker
          title="Choose PDF files"
          hint="Only real PDFs are accepted: each file is checked by its content."
          accept="application/pdf,.pdf"
          disabled={busy}
          onFiles={(files) => uploads.mutate(files)}
        />
        <ImportProgress done={Math.floor(progress.done)} total={progress.total} label="Uploaded" />
        <ImportReport outcomes={outcomes} />
      </div>
      <MyPdfs />
    </div>
  );
}
