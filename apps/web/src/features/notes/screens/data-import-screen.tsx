/**
 * Data import (/data-import): notes and pearls from this app's own data export (the ZIP, or its
 * JSON files), a CSV, or Markdown and text files. The files are read on this device, the server
 * checks every row and shows a preview with each bad row and why, and the import is all or
 * nothing: with a bad row, nothing is written.
 */
import {
  DATA_IMPORT_CSV_COLUMNS,
  DATA_IMPORT_MAX_BYTES,
  type DataImportFormat,
  type DataImportReply,
  type DataImportRow,
  dataImportMessages,
} from '@medsutra/contract/notes/data-import';
import { findRoute, paths } from '@medsutra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorReply, failureSentence } from '@/lib/api-failure';
import { sendDataImport } from '../api/data-import';
import { notesQueryKey } from '../api/notes-api';
import { FilePicker } from '../components/file-picker';

const route = findRoute('/data-import');

const FORMATS: { value: DataImportFormat; label: string; hint: string; accept: string }[] = [
  {
    value: 'medsutra-export',
    label: 'MedSutra data export',
    hint: 'The ZIP from "Download my data" (or its user_notes.json and pearls.json).',
    accept: '.zip,.json,application/zip,application/json',
  },
  {
    value: 'csv',
    label: 'CSV',
    hint: `A header row with title and content; optional ${DATA_IMPORT_CSV_COLUMNS.filter((c) => c !== 'title' && c !== 'content').join(', ')} (kind is note or pearl; tags separated by ;).`,
    accept: '.csv,text/csv',
  },
  {
    value: 'markdown',
    label: 'Markdown or text',
    hint: 'One note per .md or .txt file (or a ZIP of them); the first # heading is its title.',
    accept: '.md,.markdown,.txt,.zip,text/markdown,text/plain,application/zip',
  },
];

type ImportFile = { name: string; text: string };

const extension = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** The files' text, with a ZIP opened on this device; throws a sentence for a file that is not text. */
async function readFiles(format: DataImportFormat, chosen: File[]): Promise<ImportFile[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (name: string, bytes: Uint8Array) => {
    try {
      return decoder.decode(bytes);
    } catch {
      throw new Error(dataImportMessages.notUtf8(name));
    }
  };
  const wanted = (name: string) =>
    format === 'medsutra-export' ? extension(name) === 'json' : ['md', 'markdown', 'txt'].includes(extension(name));
  const files: ImportFile[] = [];
  for (const file of chosen) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (extension(file.name) === 'zip' && format !== 'csv') {
      const { unzipSync } = await import('fflate');
      let inside: Record<string, Uint8Array>;
      try {
        inside = unzipSync(bytes, { filter: (entry) => wanted(entry.name) && !entry.name.startsWith('__MACOSX/') });
      } catch {
        throw new Error(`${file.name} is not a ZIP file this device could open.`);
      }
      for (const [name, content] of Object.entries(inside)) files.push({ name, text: decode(name, content) });
    } else files.push({ name: file.name, text: decode(file.name, bytes) });
  }
  return files;
}

/** Every row, the bad ones first: where it came from, what it is, and what will happen to it. */
function RowsList({ rows }: { rows: DataImportRow[] }) {
  const shown = [...rows.filter((row) => row.status === 'bad'), ...rows.filter((row) => row.status !== 'bad')].slice(
    0,
    200,
  );
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Rows">
      {shown.map((row) => (
        <li key={`${row.file}:${row.row}:${row.kind}`} className="flex flex-col gap-0.5 p-3 text-sm">
          <span className="text-muted [overflow-wrap:anywhere]">
            {row.file}, row {row.row} · {row.kind}
          </span>
          <span className="font-medium text-ink [overflow-wrap:anywhere]">{row.title || '(no title)'}</span>
          <span className={row.status === 'bad' ? 'text-danger' : 'text-muted'}>
            {row.status === 'ok' ? 'Ready to import' : row.problem}
          </span>
        </li>
      ))}
      {rows.length > shown.length ? (
        <li className="p-3 text-muted text-sm">…and {rows.length - shown.length} more ready rows.</li>
      ) : null}
    </ul>
  );
}

export default function DataImportPage() {
  const queryClient = useQueryClient();
  const formatName = useId();
  const [format, setFormat] = useState<DataImportFormat>('medsutra-export');
  const [files, setFiles] = useState<ImportFile[] | null>(null);
  const [report, setReport] = useState<DataImportReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = FORMATS.find((f) => f.value === format) ?? FORMATS[0];

  /** Reads the chosen files on this device and asks the server what they would import. */
  const checking = useMutation({
    mutationFn: async (chosen: File[]) => {
      const read = await readFiles(format, chosen);
      if (read.length === 0) throw new Error(dataImportMessages.nothingFound);
      if (new TextEncoder().encode(JSON.stringify(read)).length > DATA_IMPORT_MAX_BYTES) {
        throw new Error(dataImportMessages.tooLarge);
      }
      setFiles(read);
      return sendDataImport({ format, commit: false, files: read });
    },
    onMutate: () => {
      setFailure(null);
      setReport(null);
      setFiles(null);
    },
    onSuccess: setReport,
    onError: (error) =>
      setFailure(
        error instanceof Error && !('status' in error)
          ? error.message
          : failureSentence(error, 'The files could not be checked. Try again in a moment.'),
      ),
  });
  const importing = useMutation({
    mutationFn: (checked: ImportFile[]) => sendDataImport({ format, commit: true, files: checked }),
    onMutate: () => setFailure(null),
    onSuccess: (done) => {
      setReport(done);
      setFiles(null);
      return queryClient.invalidateQueries({ queryKey: notesQueryKey });
    },
    onError: (error) => {
      setFailure(failureSentence(error, 'Nothing was imported: the server could not be reached. Try again.'));
      const rows = errorReply(error)?.rows;
      if (Array.isArray(rows) && report) setReport({ ...report, rows: rows as DataImportRow[] });
    },
  });
  const busy = checking.isPending ? 'reading' : importing.isPending ? 'importing' : null;
  const preview = (chosen: File[]) => checking.mutate(chosen);
  const commit = () => {
    if (files) importing.mutate(files);
  };

  const ready =
    report && !report.committed && report.counts.bad === 0 && report.counts.notes + report.counts.pearls > 0;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader
        title={route?.title ?? 'Data import'}
        description={
          <>
            Bring your notes and pearls in from a file. You see every row first; nothing is written unless all of them
            are fine. For PDFs in bulk, use{' '}
            <Link to="/import-notes" className="text-primary underline">
              Import notes
            </Link>
            .
          </>
        }
        actions={
          <ButtonLink to={paths.myNotes} variant="secondary" className="whitespace-nowrap">
            My notes
          </ButtonLink>
        }
      />
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-ink">What are you importing?</legend>
          {FORMATS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface p-3 has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name={formatName}
                value={option.value}
                checked={format === option.value}
                disabled={busy !== null}
                onChange={() => {
                  setFormat(option.value);
                  setReport(null);
                  setFiles(null);
                  setFailure(null);
                }}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="min-w-0">
                <span className="block font-medium text-ink">{option.label}</span>
                <span className="block text-sm text-muted [overflow-wrap:anywhere]">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FilePicker
          compact
          title="Choose files"
          hint={current?.accept
            .split(',')
            .filter((a) => a.startsWith('.'))
            .join(' ')}
          accept={current?.accept}
          disabled={busy !== null}
          onFiles={preview}
        />
        {busy ? <Spinner label={busy === 'reading' ? 'Checking your files' : 'Importing'} /> : null}
        {failure ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 p-3 text-danger">
            {failure}
          </p>
        ) : null}
        {report ? (
          <section aria-labelledby="import-preview" className="flex flex-col gap-3" aria-live="polite">
            <h2 id="import-preview" className="text-lg font-bold text-ink">
              {report.committed ? report.message : report.counts.bad > 0 ? 'Fix these rows first' : report.message}
            </h2>
            <p className="text-sm text-muted">
              {report.counts.notes} note{report.counts.notes === 1 ? '' : 's'}, {report.counts.pearls} pearl
              {report.counts.pearls === 1 ? '' : 's'}, {report.counts.duplicates} already there, {report.counts.bad}{' '}
              with a problem. {report.counts.pearls > 0 ? dataImportMessages.pearlsNoXp : ''}
            </p>
            {report.committed ? (
              <ButtonLink to={paths.myNotes} className="self-start">
                Open my notes
              </ButtonLink>
            ) : (
              <Button onClick={commit} disabled={!ready || busy !== null} className="self-start">
                {ready
                  ? `Import ${report.counts.notes + report.counts.pearls} item${report.counts.notes + report.counts.pearls === 1 ? '' : 's'}`
                  : report.counts.bad > 0
                    ? 'Fix the rows below to import'
                    : 'Nothing new to import'}
              </Button>
            )}
            <RowsList rows={report.rows} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
