/**
 * Google Drive (/google-drive-import, /google-drive-setup, /quick-drive-setup, /simple-auth,
 * /google-drive-sync, /direct-sync): one page. The setup addresses lead with connecting, the sync
 * addresses with re-importing what changed, the import address with picking PDFs. Connecting is a
 * separate consent at Google for read-only Drive access; disconnecting is one tap. Without Google
 * configured on the server, the page says Drive is not set up here.
 */
import { DRIVE_IMPORT_MAX_FILES, type DriveImportResult, driveMessages } from '@medsutra/contract/google-drive/api';
import { findRoute, paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CloudOff, FileText, HardDrive, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { formatBytes } from '@/lib/format-bytes';
import { showToast } from '@/lib/toast';
import {
  disconnectDrive,
  driveQueryKey,
  importFromDrive,
  startDriveConsent,
  syncDrive,
  useDriveFiles,
  useDriveStatus,
} from '../api/drive-api';

const SYNC_PATHS = new Set(['/google-drive-sync', '/direct-sync']);
const CALLBACK_NOTICES: Record<string, { ok: boolean; text: string }> = {
  connected: { ok: true, text: driveMessages.connected },
  refused: { ok: false, text: driveMessages.consentRefused },
  failed: { ok: false, text: driveMessages.consentFailed },
};
const size = (bytes: number | null) => (bytes === null ? '' : formatBytes(bytes));

function Results({ results }: { results: DriveImportResult[] }) {
  if (results.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Import results">
      {results.map((result) => (
        <li key={result.fileId} className={result.ok ? 'text-ink' : 'text-danger'}>
          <span className="font-semibold [overflow-wrap:anywhere]">{result.name}</span>: {result.message}
          {result.ok && result.pdfId ? (
            <>
              {' '}
              <Link className="text-primary underline" to={`/pdf-viewer/own/${encodeURIComponent(result.pdfId)}`}>
                Open
              </Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function DrivePage({ path = paths.googleDriveImport }: { path?: string }) {
  const route = findRoute(path);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = useDriveStatus();
  const connected = status.data?.configured === true && status.data.connected;
  const files = useDriveFiles(connected);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<'connect' | 'import' | 'sync' | 'disconnect' | null>(null);
  const [results, setResults] = useState<DriveImportResult[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const notice = CALLBACK_NOTICES[params.get('drive') ?? ''];

  async function run(kind: 'connect' | 'import' | 'sync' | 'disconnect', work: () => Promise<void>) {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureSentence(error, driveMessages.driveUnreachable));
      await queryClient.invalidateQueries({ queryKey: driveQueryKey });
    } finally {
      setBusy(null);
    }
  }

  const connect = () =>
    run('connect', async () => {
      window.location.assign(await startDriveConsent());
    });
  const importPicked = () =>
    run('import', async () => {
      const reply = await importFromDrive([...picked]);
      setResults(reply.results);
      setPicked(new Set());
      showToast('success', reply.message);
      await queryClient.invalidateQueries({ queryKey: driveQueryKey });
    });
  const sync = () =>
    run('sync', async () => {
      const reply = await syncDrive();
      setResults(reply.results);
      showToast('success', reply.message);
      await queryClient.invalidateQueries({ queryKey: driveQueryKey });
    });
  const disconnect = () =>
    run('disconnect', async () => {
      const reply = await disconnectDrive();
      setResults([]);
      showToast('success', reply.message);
      await queryClient.invalidateQueries({ queryKey: driveQueryKey });
    });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader
        title={route?.title ?? 'Google Drive'}
        description="Import PDFs from your Google Drive. MedSutra asks Google for read-only access, and you can disconnect at any time."
        actions={
          <ButtonLink to={paths.myNotes} variant="secondary" className="whitespace-nowrap">
            My notes
          </ButtonLink>
        }
      />
      <div className="flex flex-col gap-4">
        {notice ? (
          <div
            role="status"
            className={`flex items-start justify-between gap-3 rounded-lg border p-3 ${notice.ok ? 'border-primary/40 bg-primary/5 text-ink' : 'border-danger/40 bg-danger/5 text-danger'}`}
          >
            <span>{notice.text}</span>
            <button type="button" className="text-sm underline" onClick={() => setParams({}, { replace: true })}>
              Dismiss
            </button>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 p-3 text-danger">
            {failure}
          </p>
        ) : null}

        {status.isPending ? (
          <Spinner label="Checking Google Drive" />
        ) : status.isError ? (
          <p className="text-muted">{failureSentence(status.error, driveMessages.driveUnreachable)}</p>
        ) : !status.data.configured ? (
          <Card className="flex items-start gap-3">
            <CloudOff aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted" />
            <div className="min-w-0">
              <CardTitle>Google Drive is not set up here</CardTitle>
              <p className="mt-1 text-muted">{driveMessages.notConfigured}</p>
              <ButtonLink to="/upload-pdfs" className="mt-3">
                Upload PDFs
              </ButtonLink>
            </div>
          </Card>
        ) : (
          <Card className="flex flex-col gap-3">
            <div className="flex items-start gap-3">
              <HardDrive aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <div className="min-w-0">
                <CardTitle>{connected ? 'Google Drive is connected' : 'Connect Google Drive'}</CardTitle>
                <p className="mt-1 text-sm text-muted">
                  {connected
                    ? `Read-only access since ${new Date(status.data.connectedAt ?? '').toLocaleDateString('en-IN')}. PDFs you import are checked like uploads and kept in My notes.`
                    : 'Google will ask you to let MedSutra see (not change) your Drive files. Only the PDFs you pick are imported.'}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {connected ? (
                <>
                  <Button onClick={() => void sync()} disabled={busy !== null}>
                    <RefreshCw aria-hidden="true" className="size-4" />
                    {busy === 'sync' ? 'Syncing…' : 'Sync changed files'}
                  </Button>
                  <Button variant="secondary" onClick={() => void disconnect()} disabled={busy !== null}>
                    {busy === 'disconnect' ? 'Disconnecting…' : 'Disconnect'}
                  </Button>
                </>
              ) : (
                <Button onClick={() => void connect()} disabled={busy !== null}>
                  {busy === 'connect' ? 'Opening Google…' : 'Connect Google Drive'}
                </Button>
              )}
            </div>
            {SYNC_PATHS.has(path) && connected ? (
              <p className="text-sm text-muted">
                Sync re-imports the PDFs you imported before that have changed in Drive.
              </p>
            ) : null}
          </Card>
        )}

        <Results results={results} />

        {connected ? (
          <section aria-labelledby="drive-files" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="drive-files" className="text-lg font-bold text-ink">
                PDFs in your Drive
              </h2>
              <Button onClick={() => void importPicked()} disabled={picked.size === 0 || busy !== null}>
                {busy === 'import'
                  ? 'Importing…'
                  : picked.size > 0
                    ? `Import ${picked.size} selected`
                    : 'Pick PDFs to import'}
              </Button>
            </div>
            {files.isPending ? (
              <Spinner label="Listing your PDFs" />
            ) : files.isError ? (
              <p className="text-danger">{failureSentence(files.error, driveMessages.driveUnreachable)}</p>
            ) : files.data.files.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border p-4 text-muted">
                No PDFs in your Google Drive.
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {files.data.files.map((file) => (
                  <li key={file.id}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface p-3 hover:bg-surface-muted">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-primary"
                        checked={picked.has(file.id)}
                        disabled={busy !== null || (!picked.has(file.id) && picked.size >= DRIVE_IMPORT_MAX_FILES)}
                        onChange={(event) => {
                          const next = new Set(picked);
                          if (event.target.checked) next.add(file.id);
                          else next.delete(file.id);
                          setPicked(next);
                        }}
                      />
                      <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-ink">{file.name}</span>
                        <span className="block text-sm text-muted">
                          {size(file.size)}
                          {file.imported ? (file.changed ? ' · changed since import' : ' · imported') : ''}
                        </span>
                      </span>
                      {file.imported && !file.changed ? (
                        <CheckCircle2 aria-label="Imported" className="size-5 shrink-0 text-primary" />
                      ) : null}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
