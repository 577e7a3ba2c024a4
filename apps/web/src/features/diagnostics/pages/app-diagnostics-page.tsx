/**
 * App diagnostics (/app-diagnostic, /app-diagnostics): what a support conversation needs on one
 * page, and a report to copy. Open to everyone and offline too (route-view.ts, decision 047): the
 * device's facts show at once, the server's when its health check answers.
 */
import { diagnosticsMessages as text } from '@medsutra/contract/diagnostics/messages';
import { Copy, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { type Fact, FactList } from '../components/fact-list';
import { collectLocalFacts, networkFacts } from '../lib/collect-diagnostics';
import { buildDiagnosticsReport, type DiagnosticsFacts, formatBytes } from '../lib/diagnostics-report';

type LocalFacts = Awaited<ReturnType<typeof collectLocalFacts>>;
const yesNo = (value: boolean | null) => (value === null ? 'unknown' : value ? 'Yes' : 'No');

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

export default function AppDiagnosticsPage() {
  const [local, setLocal] = useState<LocalFacts | null>(null);
  const [network, setNetwork] = useState<DiagnosticsFacts['network'] | null>(null);
  const [checkedAt, setCheckedAt] = useState(() => new Date().toISOString());
  const [copyFailed, setCopyFailed] = useState(false);

  const check = useCallback(() => {
    setNetwork(null);
    setCheckedAt(new Date().toISOString());
    void collectLocalFacts().then(setLocal);
    void networkFacts().then(setNetwork);
  }, []);
  useEffect(check, [check]);

  const report = useMemo(
    () => (local && network ? buildDiagnosticsReport({ ...local, network, checkedAt }) : null),
    [local, network, checkedAt],
  );

  async function copy() {
    if (!report) return;
    const done = await copyText(report);
    setCopyFailed(!done);
    showToast(done ? 'success' : 'error', done ? text.copied : text.copyFailed);
  }

  const appFacts: Fact[] = local
    ? [
        { label: 'Version', value: local.app.version },
        { label: 'Build', value: `${local.app.build} · ${local.app.builtAt}` },
        { label: 'Service worker', value: local.serviceWorker.state, warn: local.serviceWorker.state !== 'activated' },
        { label: 'Controls this page', value: yesNo(local.serviceWorker.controlled) },
        { label: 'Caches', value: local.serviceWorker.caches.join(', ') || 'none' },
      ]
    : [];
  const storageFacts: Fact[] = local
    ? [
        { label: 'Used', value: formatBytes(local.storage.usageBytes) },
        { label: 'Available to this app', value: formatBytes(local.storage.quotaBytes) },
        { label: 'Persistent', value: yesNo(local.storage.persisted), warn: local.storage.persisted === false },
      ]
    : [];
  const offlineFacts: Fact[] = local
    ? [
        { label: 'Offline notes', value: local.indexedDb.offlineNotes ?? 'unknown' },
        ...(local.indexedDb.supported && local.indexedDb.stores.length === 0
          ? [{ label: 'IndexedDB', value: 'nothing stored on this device yet' }]
          : []),
        ...(local.indexedDb.supported
          ? local.indexedDb.stores.map((store) => ({
              label: `${store.database} / ${store.store}`,
              value: `${store.count ?? 'unknown'}${store.meaning ? ` · ${store.meaning}` : ''}`,
            }))
          : [{ label: 'IndexedDB', value: 'not available', warn: true }]),
        ...(local.indexedDb.error ? [{ label: 'Error', value: local.indexedDb.error, warn: true }] : []),
      ]
    : [];
  const connectionFacts: Fact[] = network
    ? [
        {
          label: 'Online',
          value: `${yesNo(network.online)}${network.effectiveType ? ` (${network.effectiveType})` : ''}`,
          warn: !network.online,
        },
        {
          label: 'Server',
          value: network.reachable
            ? `Reachable in ${network.latencyMs} ms · database ${network.database ?? 'unknown'}`
            : `Not reachable${network.status ? ` (HTTP ${network.status})` : ''}${network.error ? ` · ${network.error}` : ''}`,
          warn: !network.reachable,
        },
        {
          label: 'Clock offset',
          value:
            network.clockOffsetMs === null
              ? 'unknown'
              : `${network.clockOffsetMs > 0 ? '+' : ''}${network.clockOffsetMs} ms`,
          warn: network.clockOffsetMs !== null && Math.abs(network.clockOffsetMs) > 60_000,
        },
      ]
    : [{ label: 'Server', value: text.checking }];
  const deviceFacts: Fact[] = local
    ? [
        { label: 'Browser', value: local.device.userAgent },
        { label: 'Platform', value: local.device.platform },
        { label: 'Language and time zone', value: `${local.device.language} · ${local.device.timeZone}` },
        { label: 'Screen', value: `${local.device.screen} at ${local.device.pixelRatio}x` },
        {
          label: 'Memory and cores',
          value: `${local.device.memoryGb === null ? 'unknown' : `${local.device.memoryGb} GB`} · ${local.device.cores ?? 'unknown'} cores`,
        },
        { label: 'Installed as an app', value: yesNo(local.device.standalone) },
      ]
    : [];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <>
            <Button onClick={copy} disabled={!report} data-testid="copy-report">
              <Copy aria-hidden="true" className="size-4" />
              {text.copyReport}
            </Button>
            <Button variant="secondary" onClick={check} disabled={!network}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {text.checkAgain}
            </Button>
          </>
        }
      />
      {!local ? <Spinner label={text.checking} /> : null}
      {local ? (
        <div className="space-y-4">
          {network && !network.online ? (
            <p role="status" className="rounded-lg bg-surface-muted p-3 text-sm">
              {text.offline}
            </p>
          ) : null}
          <FactList title={text.sections.connection} facts={connectionFacts} />
          <FactList title={text.sections.app} facts={appFacts} />
          <FactList title={text.sections.storage} facts={storageFacts}>
            {local.storage.persisted === false ? (
              <p className="mt-3 text-sm text-muted">{text.persistentHint}</p>
            ) : null}
          </FactList>
          <FactList title={text.sections.offlineData} facts={offlineFacts} />
          <FactList title={text.sections.device} facts={deviceFacts} />
          <Card>
            <CardTitle>{text.reportTitle}</CardTitle>
            {report ? (
              <textarea
                readOnly
                value={report}
                aria-label={text.reportTitle}
                data-testid="diagnostics-report"
                rows={12}
                className={`mt-3 w-full resize-y rounded-lg border bg-surface-muted p-3 font-mono text-xs text-ink ${copyFailed ? 'border-danger' : 'border-border'}`}
                onFocus={(event) => event.currentTarget.select()}
              />
            ) : (
              <p className="mt-3 text-sm text-muted">{text.checking}</p>
            )}
          </Card>
        </div>
      ) : null}
    </div>
  );
}
