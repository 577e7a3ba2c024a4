/**
 * /admin/sheets-sync: orders, grants and payouts as CSV downloads (and to Google Sheets when the
 * server has it configured), and grants imported from a CSV: preview, then apply all or nothing.
 */
import type { GrantImportReply, ImportRow, SheetExportKind } from '@medsutra/contract/golden-store/api';
import { sheetExportKinds, sheetsExportCsvUrl, goldenUiMessages as text } from '@medsutra/contract/golden-store/rules';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { errorReply } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { useExportToGoogle, useImportGrants, useSheetsStatus } from '../api/sheets-sync';
import { toastFailure } from '../lib/toasts';

function ImportRows({ rows }: { rows: ImportRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead>
          <tr className="border-border border-b text-muted">
            <th className="py-2 pr-3 font-medium">{text.line}</th>
            <th className="py-2 pr-3 font-medium">Email</th>
            <th className="py-2 pr-3 font-medium">PDF</th>
            <th className="py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-border border-b align-top">
              <td className="py-2 pr-3 tabular-nums">{row.line}</td>
              <td className="break-all py-2 pr-3">{row.email}</td>
              <td className="break-words py-2 pr-3">{row.itemTitle ?? row.itemId}</td>
              <td className={row.status === 'error' ? 'py-2 text-danger' : 'py-2 text-ink'}>
                {text.rowStatus[row.status]}
                {row.problem && row.status === 'error' ? `: ${row.problem}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AdminSheetsSyncPage() {
  const status = useSheetsStatus();
  const toGoogle = useExportToGoogle();
  const importer = useImportGrants();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<GrantImportReply | null>(null);
  const googleOn = status.data?.googleConfigured === true;
  const kinds = sheetExportKinds.filter((kind) => kind !== 'payouts' || status.data?.payoutsAvailable);

  function runImport(apply: boolean) {
    importer.mutate(
      { csv, apply },
      {
        onSuccess: (reply) => {
          setReport(reply);
          if (reply.applied) showToast('success', text.importApplied(reply.granted, reply.skipped));
        },
        onError: (error) => {
          const rejected = errorReply(error)?.report as GrantImportReply | undefined;
          if (rejected) setReport(rejected);
          toastFailure(error);
        },
      },
    );
  }

  function exportToGoogle(kind: SheetExportKind) {
    toGoogle.mutate(kind, {
      onSuccess: (reply) => showToast('success', text.exportedToGoogle(reply.sheet, reply.rows)),
      onError: toastFailure,
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <PageHeader title={text.sheetsTitle} description={text.sheetsDescription} />
      <Card className="flex flex-col gap-3">
        <CardTitle>{text.exportTitle}</CardTitle>
        <div className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <a key={kind} href={sheetsExportCsvUrl(kind)} download className={buttonClasses('secondary', 'md')}>
              {text.downloadCsv(text.exportKinds[kind])}
            </a>
          ))}
        </div>
        {status.isSuccess && !googleOn ? <p className="text-muted text-sm">{text.googleOff}</p> : null}
        {googleOn ? (
          <div className="flex flex-wrap gap-2">
            {kinds.map((kind) => (
              <Button key={kind} variant="secondary" disabled={toGoogle.isPending} onClick={() => exportToGoogle(kind)}>
                {text.toGoogle(text.exportKinds[kind])}
              </Button>
            ))}
            {status.data?.spreadsheetUrl ? (
              <a
                href={status.data.spreadsheetUrl}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('ghost', 'md')}
              >
                {text.openSheet}
              </a>
            ) : null}
          </div>
        ) : null}
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>{text.importTitle}</CardTitle>
        <p className="text-muted text-sm">{text.importHelp}</p>
        <Input
          label={text.importFile}
          type="file"
          accept=".csv,text/csv"
          onChange={async (event) => {
            setReport(null);
            setCsv((await event.target.files?.[0]?.text()) ?? '');
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!csv || importer.isPending} onClick={() => runImport(false)}>
            {text.preview}
          </Button>
          <Button
            disabled={!csv || importer.isPending || !report || report.applied || report.errors > 0}
            onClick={() => runImport(true)}
          >
            {text.apply}
          </Button>
        </div>
        {report ? <ImportRows rows={report.rows} /> : null}
      </Card>
    </div>
  );
}
