/**
 * Browsing Google Drive: breadcrumbs back up the path, a tap on a folder's name opens it, and a
 * checkbox on every folder and PDF picks it. A picked folder imports the PDFs in it and in its
 * subfolders (to DRIVE_FOLDER_DEPTH levels). Long folders load a page more at a time.
 */
import {
  DRIVE_FOLDER_DEPTH,
  DRIVE_IMPORT_MAX_PICKS,
  type DriveFolder,
  driveMessages,
} from '@medsutra/contract/google-drive/api';
import { CheckCircle2, ChevronRight, FileText, Folder } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { formatBytes } from '@/lib/format-bytes';
import { useDriveFolder } from '../api/drive-api';

export interface DrivePick {
  kind: 'file' | 'folder';
  name: string;
}

const rowClass =
  'flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface p-2 pl-3 hover:bg-surface-muted';

export function FolderBrowser({
  path,
  onOpen,
  picked,
  onToggle,
  disabled,
}: {
  /** From My Drive down to the open folder. */
  path: DriveFolder[];
  onOpen: (path: DriveFolder[]) => void;
  picked: Map<string, DrivePick>;
  onToggle: (id: string, pick: DrivePick | null) => void;
  disabled: boolean;
}) {
  const here = path[path.length - 1] as DriveFolder;
  const folder = useDriveFolder(here.id, true);
  const folders = folder.data?.pages.flatMap((page) => page.folders) ?? [];
  const files = folder.data?.pages.flatMap((page) => page.files) ?? [];
  /** The checkbox that picks a folder or a PDF; at most DRIVE_IMPORT_MAX_PICKS at once. */
  const pickBox = (id: string, name: string, kind: DrivePick['kind']) => {
    const checked = picked.has(id);
    return {
      type: 'checkbox',
      'aria-label': kind === 'folder' ? `Pick the folder ${name}` : `Pick ${name}`,
      className: 'size-5 shrink-0 accent-primary',
      checked,
      disabled: disabled || (!checked && picked.size >= DRIVE_IMPORT_MAX_PICKS),
      onChange: (event: ChangeEvent<HTMLInputElement>) => onToggle(id, event.target.checked ? { kind, name } : null),
    } as const;
  };

  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Folder path">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {path.map((step, index) => (
            <li key={step.id} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" /> : null}
              {index === path.length - 1 ? (
                <span aria-current="location" className="font-semibold text-ink [overflow-wrap:anywhere]">
                  {step.name}
                </span>
              ) : (
                <button
                  type="button"
                  className="min-h-11 px-1 text-primary underline [overflow-wrap:anywhere]"
                  onClick={() => onOpen(path.slice(0, index + 1))}
                >
                  {step.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <p className="text-sm text-muted">
        Tick PDFs or whole folders. A folder brings in its PDFs and those of its subfolders, {DRIVE_FOLDER_DEPTH} levels
        down.
      </p>

      {folder.isPending ? (
        <Spinner label="Opening the folder" />
      ) : folder.isError ? (
        <p className="text-danger">{failureSentence(folder.error, driveMessages.driveUnreachable)}</p>
      ) : folders.length === 0 && files.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted">
          No folders or PDFs in this folder.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={`In ${here.name}`}>
          {folders.map((sub) => (
            <li key={sub.id} className={rowClass}>
              <input {...pickBox(sub.id, sub.name, 'folder')} />
              <button
                type="button"
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 text-left"
                onClick={() => onOpen([...path, sub])}
              >
                <Folder aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{sub.name}</span>
                <span className="sr-only">Open</span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
              </button>
            </li>
          ))}
          {files.map((file) => (
            <li key={file.id}>
              <label className={`${rowClass} cursor-pointer`}>
                <input {...pickBox(file.id, file.name, 'file')} />
                <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{file.name}</span>
                  <span className="block text-sm text-muted">
                    {file.size === null ? '' : formatBytes(file.size)}
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
      {folder.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void folder.fetchNextPage()}
          disabled={folder.isFetchingNextPage}
          className="self-start"
        >
          {folder.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
