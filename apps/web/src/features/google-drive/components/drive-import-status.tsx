/**
 * An import (or sync) in progress and its report: a progress bar while its job works, then what
 * was imported, what was skipped and why, and what failed. It polls until the job has finished.
 */
import type { DriveImportFile } from '@medsutra/contract/google-drive/api';
import { driveMessages } from '@medsutra/contract/google-drive/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { ImportProgress } from '../../notes/components/import-report';
import { driveQueryKey, useDriveImport } from '../api/drive-api';

const STATUS_WORD: Record<DriveImportFile['status'], string> = {
  queued: 'Waiting',
  imported: 'Imported',
  skipped: 'Skipped',
  failed: 'Failed',
};
const STATUS_CLASS: Record<DriveImportFile['status'], string> = {
  queued: 'text-muted',
  imported: 'text-ink',
  skipped: 'text-ink',
  failed: 'text-danger',
};

export function DriveImportStatus({ importId, onDismiss }: { importId: string; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const query = useDriveImport(importId);
  const job = query.data?.import;
  const finished = job?.status === 'done' || job?.status === 'failed';
  // Once the job is done, the folder lists show what is imported now.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: [...driveQueryKey, 'folder'] });
  }, [finished, queryClient]);

  if (query.isPending) return <Spinner label="Loading the import" />;
  if (query.isError || !job) {
    return <p className="text-danger">{failureSentence(query.error, driveMessages.importNotFound)}</p>;
  }
  const settled = job.total - job.counts.queued;
  const what = job.kind === 'sync' ? 'Sync' : 'Import';
  const heading = !finished
    ? `${what} in progress`
    : `${what} ${job.status === 'failed' ? 'stopped' : 'finished'}: ${job.counts.imported} imported, ${job.counts.skipped} skipped${job.counts.failed > 0 ? `, ${job.counts.failed} failed` : ''}`;

  return (
    <Card className="flex flex-col gap-3" aria-live="polite">
      <div className="flex items-start justify-between gap-3">
        <h2 id="drive-import" className="text-lg font-bold text-ink">
          {heading}
        </h2>
        {finished ? (
          <button type="button" className="min-h-11 shrink-0 text-sm underline" onClick={onDismiss}>
            Close
          </button>
        ) : null}
      </div>
      {finished ? null : job.total === 0 ? (
        <Spinner label={job.status === 'queued' ? 'Waiting to start' : 'Looking through the picked folders'} />
      ) : (
        <ImportProgress done={settled} total={job.total} label="Files done" />
      )}
      {job.note ? <p className={job.status === 'failed' ? 'text-danger' : 'text-muted'}>{job.note}</p> : null}
      {job.files.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm" aria-label={`${what} report`}>
          {job.files.map((file) => (
            <li key={file.fileId} className="rounded-lg border border-border p-2">
              <span className={`font-semibold ${STATUS_CLASS[file.status]}`}>{STATUS_WORD[file.status]}: </span>
              <span className="font-semibold text-ink [overflow-wrap:anywhere]">{file.name}</span>
              {file.folderPath ? (
                <span className="block text-muted [overflow-wrap:anywhere]">in {file.folderPath}</span>
              ) : null}
              {file.reason ? <span className="block text-ink">{file.reason}</span> : null}
              {file.status === 'imported' && file.pdfId ? (
                <Link className="text-primary underline" to={`/pdf-viewer/own/${encodeURIComponent(file.pdfId)}`}>
                  Open
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
