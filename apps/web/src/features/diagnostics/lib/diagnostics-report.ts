/**
 * The diagnostics report a student copies into a support conversation. Built from named fields
 * only (never from cookies, storage values or headers), and every free text that came from the
 * browser is scrubbed: no email, no token, no key can reach the clipboard.
 */

export interface IndexedDbStoreFacts {
  database: string;
  store: string;
  /** Entries in the store; null when it could not be counted. */
  count: number | null;
  /** What the entries mean to a person ("offline notes", "PDFs"), when we know. */
  meaning?: string;
}

export interface DiagnosticsFacts {
  app: { version: string; build: string; builtAt: string };
  serviceWorker: { supported: boolean; state: string; controlled: boolean; caches: string[] };
  storage: { usageBytes: number | null; quotaBytes: number | null; persisted: boolean | null };
  indexedDb: { supported: boolean; stores: IndexedDbStoreFacts[]; offlineNotes: number | null; error?: string };
  network: {
    online: boolean;
    effectiveType: string | null;
    reachable: boolean | null;
    status: number | null;
    latencyMs: number | null;
    database: string | null;
    clockOffsetMs: number | null;
    error?: string;
  };
  device: {
    userAgent: string;
    platform: string;
    language: string;
    timeZone: string;
    screen: string;
    pixelRatio: number;
    memoryGb: number | null;
    cores: number | null;
    standalone: boolean;
  };
  checkedAt: string;
}

const EMAIL = /[^\s@/"'<>]+@[^\s@/"'<>]+\.[a-z]{2,}/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\b(bearer|token|key|secret|password|cookie|session)\b\s*[:=]?\s*\S+/gi;
/** Long runs of hex or base64 look like tokens or keys; ids this long are not needed to help anyone. */
const LONG_SECRETISH = /\b[A-Za-z0-9+/_-]{32,}={0,2}/g;

/** Free text with anything that could be a secret or an address replaced. */
export function scrubSecrets(text: string): string {
  return text
    .replace(JWT, '[token removed]')
    .replace(EMAIL, '[email removed]')
    .replace(BEARER, '$1 [removed]')
    .replace(LONG_SECRETISH, '[removed]');
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'unknown';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const yesNo = (value: boolean | null) => (value === null ? 'unknown' : value ? 'yes' : 'no');

/** The report as plain text, one fact a line, in the order a support person reads it. */
export function buildDiagnosticsReport(facts: DiagnosticsFacts): string {
  const { app, serviceWorker, storage, indexedDb, network, device } = facts;
  const lines = [
    'MedSutra app diagnostics',
    `Checked at: ${facts.checkedAt}`,
    '',
    `App version: ${app.version} (build ${app.build}, built ${app.builtAt})`,
    `Service worker: ${serviceWorker.supported ? serviceWorker.state : 'not supported'}; controls this page: ${yesNo(serviceWorker.controlled)}`,
    `Caches: ${serviceWorker.caches.length ? serviceWorker.caches.join(', ') : 'none'}`,
    `Storage used: ${formatBytes(storage.usageBytes)} of ${formatBytes(storage.quotaBytes)}; persistent: ${yesNo(storage.persisted)}`,
    `Offline notes on this device: ${indexedDb.offlineNotes ?? 'unknown'}`,
    ...(indexedDb.supported && indexedDb.stores.length === 0 ? ['IndexedDB: nothing stored'] : []),
    ...(indexedDb.supported
      ? indexedDb.stores.map(
          (store) =>
            `IndexedDB ${store.database}/${store.store}: ${store.count ?? 'unknown'}${store.meaning ? ` (${store.meaning})` : ''}`,
        )
      : ['IndexedDB: not available']),
    ...(indexedDb.error ? [`IndexedDB error: ${indexedDb.error}`] : []),
    `Online: ${yesNo(network.online)}${network.effectiveType ? ` (${network.effectiveType})` : ''}`,
    `Server reachable: ${yesNo(network.reachable)}${network.status !== null ? ` (HTTP ${network.status})` : ''}${network.latencyMs !== null ? `, ${network.latencyMs} ms` : ''}${network.database ? `, database ${network.database}` : ''}`,
    `Clock offset from server: ${network.clockOffsetMs === null ? 'unknown' : `${network.clockOffsetMs > 0 ? '+' : ''}${network.clockOffsetMs} ms`}`,
    ...(network.error ? [`Connection error: ${network.error}`] : []),
    `Browser: ${device.userAgent}`,
    `Platform: ${device.platform}; language ${device.language}; time zone ${device.timeZone}`,
    `Screen: ${device.screen} at ${device.pixelRatio}x; memory ${device.memoryGb === null ? 'unknown' : `${device.memoryGb} GB`}; cores ${device.cores ?? 'unknown'}; installed app: ${yesNo(device.standalone)}`,
  ];
  return lines.map(scrubSecrets).join('\n');
}
