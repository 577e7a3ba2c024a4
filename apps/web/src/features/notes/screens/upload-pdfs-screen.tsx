/** Upload PDFs (/upload-pdfs): one or many, each with its progress; refusals are shown with the server's sentence. */
import { PDF_DEFAULT_MAX_BYTES } from '@medsutra/contract/notes/api';
import { findRoute } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { pdfsQueryOptions, uploadPdf } from '../api/pdfs-api';
import { FileImportPage } from '../components/file-import-page';
import type { ImportOutcome } from '../components/import-report';
import { MyPdfs } from '../components/my-pdfs';

const route = findRoute('/upload-pdfs');

async function upload(file: File, progress: (fraction: number) => void): Promise<ImportOutcome> {
  try {
    const pdf = await uploadPdf(file, progress);
    return { name: file.name, ok: true, detail: `${pdf.pageCount} page${pdf.pageCount === 1 ? '' : 's'}` };
  } catch (error) {
    return { name: file.name, ok: false, detail: (error as Error).message };
  }
}

export default function UploadPdfsPage() {
  const queryClient = useQueryClient();
  return (
    <FileImportPage
      width="max-w-4xl"
      title={route?.title ?? 'Upload PDFs'}
      description={`PDF files up to ${Math.round(PDF_DEFAULT_MAX_BYTES / (1024 * 1024))} MB each. They open here and can be kept for offline reading.`}
      picker={{
        title: 'Choose PDF files',
        hint: 'Only real PDFs are accepted: each file is checked by its content.',
        accept: 'application/pdf,.pdf',
      }}
      doneLabel="Uploaded"
      importOne={upload}
      onSettled={() => queryClient.invalidateQueries({ queryKey: pdfsQueryOptions().queryKey })}
    >
      <MyPdfs />
    </FileImportPage>
  );
}
