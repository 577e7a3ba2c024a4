/**
 * Google Drive (/google-drive-import, /google-drive-setup, /quick-drive-setup, /simple-auth,
 * /google-drive-sync, /direct-sync): one page. The setup addresses lead with connecting, the sync
 * addresses with re-importing what changed, the import address with browsing Drive's folders and
 * picking PDFs and folders. An import or sync runs as a job: the page shows its progress and
 * report, and keeps its id in the address (?import=) so a reload picks it up again. Connecting
 * is a separate consent at Google for read-only Drive access; disconnecting is one tap. Without
 * Google configured on the server, the page says Drive is not set up here.
 */
import { DRIVE_ROOT, type DriveFolder, driveMessages } from '@medsutra/contract/google-drive/api';
import { findRoute, paths } from '@medsutra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CloudOff, HardDrive, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import {
  disconnectDrive,
  driveQueryKey,
  startDriveConsent,
  startDriveImport,
  startDriveSync,
  useDriveStatus,
} from '../api/drive-api';
import { DriveImportStatus } from '../components/drive-import-status';
import { type DrivePick, FolderBrowser } from '../components/folder-browser';

const SYNC_PATHS = new Set(['/google-drive-sync', '/direct-sync']);
const CALLBACK_NOTICES: Record<string, { ok: boolean; text: string }> = {
  connected: { ok: true, text: driveMessages.connected },
  refused: { ok: false, text: driveMessages.consentRefused },
  failed: { ok: false, text: driveMessages.consentFailed },
};
const MY_DRIVE: DriveFolder = { id: DRIVE_ROOT, name: 'My Drive' };

export default function DrivePage({ path = paths.googleDriveImport }: { path?: string }) {
  const route = findRoute(path);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = useDriveStatus();
  const connected = status.data?.configured === true && status.data.connected;
  const [folderPath, setFolderPath] = useState<DriveFolder[]>([MY_DRIVE]);
  const [picked, setPicked] = useState<Map<string, DrivePick>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const notice = CALLBACK_NOTICES[params.get('drive') ?? ''];
  const importId = params.get('import');
  const showImport = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('drive');
        if (id) next.set('import', id);
        else next.delete('import');
        return next;
      },
      { replace: true },
    );
  const toggle = (id: string, pick: DrivePick | null) =>
    setPicked((current) => {
      const next = new Map(current);
      if (pick) next.set(id, pick);
      else next.delete(id);
      return next;
    });
  const pickedOf = (kind: DrivePick['kind']) => [...picked].filter(([, pick]) => pick.kind === kind).map(([id]) => id);

  /** Each Drive action as one mutation; `busy` says which is waiting on the server. */
  const action = useMutation({
    mutationFn: ({ work }: { kind: 'connect' | 'import' | 'sync' | 'disconnect'; work: () => Promise<void> }) => work(),
    onMutate: () => setFailure(null),
    onError: (error) => {
      setFailure(failureSentence(error, driveMessages.driveUnreachable));
      return queryClient.invalidateQueries({ queryKey: driveQueryKey });
    },
  });
  const busy = action.isPending ? action.variables.kind : null;
  const run = (kind: 'connect' | 'import' | 'sync' | 'disconnect', work: () => Promise<void>) =>
    action.mutate({ kind, work });

  const connect = () =>
    run('connect', async () => {
      window.location.assign(await startDriveConsent());
    });
  const importPicked = () =>
    run('import', async () => {
      const reply = await startDriveImport({ fileIds: pickedOf('file'), folderIds: pickedOf('folder') });
      setPicked(new Map());
      showImport(reply.importId);
      showToast('success', reply.message);
    });
  const sync = () =>
    run('sync', async () => {
      const reply = await startDriveSync();
      showImport(reply.importId);
      showToast('success', reply.message);
    });
  const disconnect = () =>
    run('disconnect', async () => {
      const reply = await disconnectDrive();
      showImport(null);
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
            <button
              type="button"
              className="text-sm underline"
              onClick={() => setParams(importId ? { import: importId } : {}, { replace: true })}
            >
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
                  <Button onClick={sync} disabled={busy !== null}>
                    <RefreshCw aria-hidden="true" className="size-4" />
                    {busy === 'sync' ? 'Syncing…' : 'Sync changed files'}
                  </Button>
                  <Button variant="secondary" onClick={disconnect} disabled={busy !== null}>
                    {busy === 'disconnect' ? 'Disconnecting…' : 'Disconnect'}
                  </Button>
                </>
              ) : (
                <Button onClick={connect} disabled={busy !== null}>
                  {busy === 'connect' ? 'Opening Google…' : 'Connect Google Drive'}
                </Button>
              )}
            </div>
            {SYNC_PATHS.has(path) && connected ? (
              <p className="text-sm text-muted">
                Sync re-imports, in the background, the PDFs you imported before that have changed in Drive (your copy
                keeps its place). Files deleted in Drive are listed, not deleted here.
              </p>
            ) : null}
          </Card>
        )}

        {importId && connected ? <DriveImportStatus importId={importId} onDismiss={() => showImport(null)} /> : null}

        {connected ? (
          <section aria-labelledby="drive-files" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="drive-files" className="text-lg font-bold text-ink">
                Your Google Drive
              </h2>
              <Button onClick={importPicked} disabled={picked.size === 0 || busy !== null}>
                {busy === 'import'
                  ? 'Starting…'
                  : picked.size > 0
                    ? `Import ${picked.size} selected`
                    : 'Pick PDFs or folders'}
              </Button>
            </div>
            <FolderBrowser
              path={folderPath}
              onOpen={setFolderPath}
              picked={picked}
              onToggle={toggle}
              disabled={busy !== null}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}
