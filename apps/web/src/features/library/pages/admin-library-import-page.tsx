/** The admin upload (/admin/library-import): the same all-or-nothing import as npm run content:import. */
import type { LibraryImportRejectedRow } from '@medsutra/contract/library/api';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { errorReply, failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { useImportLibraryContent } from '../api/import-content';

export default function AdminLibraryImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('');
  const [licence, setLicence] = useState('');
  const [rejected, setRejected] = useState<LibraryImportRejectedRow[]>([]);
  const upload = useImportLibraryContent({
    onSuccess: (reply) => {
      setRejected([]);
      showToast('success', reply.message);
    },
    onError: (error) => {
      const rows = errorReply(error)?.rejected;
      setRejected(Array.isArray(rows) ? (rows as LibraryImportRejectedRow[]) : []);
      showToast('error', failureSentence(error, text.loadFailed));
    },
  });
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <PageHeader title={text.importTitle} description={text.importDescription} />
      <Card className="p-4">
        <form
          className="space-y-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!file) return;
            upload.mutate({ fileName: file.name, text: await file.text(), source, licence });
          }}
        >
          <Input
            label={text.importFile}
            type="file"
            accept=".csv,.json,.jsonl,.ndjson"
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Input
            label={text.importSource}
            value={source}
            required
            onChange={(event) => setSource(event.target.value)}
          />
          <Input
            label={text.importLicence}
            value={licence}
            required
            onChange={(event) => setLicence(event.target.value)}
          />
          <Button type="submit" disabled={upload.isPending || !file}>
            {text.importSend}
          </Button>
        </form>
      </Card>
      {rejected.length > 0 ? (
        <section aria-labelledby="rejected-title" className="space-y-2">
          <h2 id="rejected-title" className="font-semibold text-ink text-lg">
            {text.importRejectedTitle}
          </h2>
          <ul className="space-y-1 text-danger text-sm">
            {rejected.map((row) => (
              <li key={`${row.line}:${row.reason}`}>{text.importRow(row.line, row.reason)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
