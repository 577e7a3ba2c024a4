/**
 * Reads the facts of the diagnostics report from the browser. Each part is measured on its own and
 * a failure becomes "unknown" in that part only: offline, the page still shows what the device knows.
 * Nothing here reads a cookie, a storage value or an IndexedDB entry's key; IndexedDB is counted.
 */
import type { HealthReply } from '@medsutra/contract/http/api';
import { apiPaths } from '@medsutra/contract/http/paths';
import { OFFLINE_PDF_DB_NAME } from '@/lib/offline-pdf-db-name';
import { localTimeZone } from '@/lib/time-zone';
import type { DiagnosticsFacts, IndexedDbStoreFacts } from './diagnostics-report';

/** The web app's own databases and what their stores hold (lib/offline-notes-store.ts, lib/offline-pdf-store.ts). */
const KNOWN_STORES: Record<string, string> = {
  'medsutra/keyval': 'offline notes lists, one per account on this device',
  [`${OFFLINE_PDF_DB_NAME}/pdfs`]: 'PDFs kept offline (encrypted)',
  [`${OFFLINE_PDF_DB_NAME}/keys`]: 'device keys, one per account on this device',
};
const HEALTH_TIMEOUT_MS = 8000;

const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

function appBuild(): DiagnosticsFacts['app'] {
  if (typeof __MEDSUTRA_BUILD__ === 'undefined') return { version: 'dev', build: 'unknown', builtAt: 'unknown' };
  return { version: __MEDSUTRA_BUILD__.version, build: __MEDSUTRA_BUILD__.commit, builtAt: __MEDSUTRA_BUILD__.builtAt };
}

async function serviceWorkerFacts(): Promise<DiagnosticsFacts['serviceWorker']> {
  const cacheNames = typeof caches === 'undefined' ? [] : await caches.keys().catch(() => []);
  if (!('serviceWorker' in navigator)) {
    return { supported: false, state: 'not supported', controlled: false, caches: cacheNames };
  }
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  const state = !registration
    ? 'not registered'
    : registration.waiting
      ? `${worker?.state ?? 'unknown'} (an update is waiting)`
      : (worker?.state ?? 'registered, no worker');
  return { supported: true, state, controlled: Boolean(navigator.serviceWorker.controller), caches: cacheNames };
}

async function storageFacts(): Promise<DiagnosticsFacts['storage']> {
  const storage = navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : null,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
}

function request<T>(run: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = run();
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Opens an existing database without creating or upgrading it. */
function openExisting(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onupgradeneeded = () => {
      req.transaction?.abort();
      reject(new Error(`${name} does not exist`));
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function indexedDbFacts(): Promise<DiagnosticsFacts['indexedDb']> {
  if (typeof indexedDB === 'undefined') return { supported: false, stores: [], offlineNotes: null };
  const stores: IndexedDbStoreFacts[] = [];
  let offlineNotes: number | null = null;
  try {
    // Listed databases only: opening one that is not there would create it.
    const names = indexedDB.databases
      ? (await indexedDB.databases()).flatMap((info) => (info.name ? [info.name] : []))
      : [];
    for (const name of names) {
      const db = await openExisting(name);
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const objectStore = () => db.transaction(store, 'readonly').objectStore(store);
          const count = await request(() => objectStore().count()).catch(() => null);
          const meaning = KNOWN_STORES[`${name}/${store}`];
          stores.push({ database: name, store, count, ...(meaning ? { meaning } : {}) });
          if (name === 'medsutra' && store === 'keyval') {
            // Each value is one account's list of notes: count the notes, never read out whose.
            const lists = await request(() => objectStore().getAll()).catch(() => []);
            offlineNotes = lists.reduce((sum: number, list) => sum + (Array.isArray(list) ? list.length : 0), 0);
          }
        }
      } finally {
        db.close();
      }
    }
    if (!names.includes('medsutra')) offlineNotes = 0;
    return { supported: true, stores, offlineNotes };
  } catch (error) {
    return { supported: true, stores, offlineNotes, error: message(error) };
  }
}

/** GET /api/health: reachability, round trip, and the clock offset taken at the round trip's middle. */
export async function networkFacts(fetcher: typeof fetch = fetch): Promise<DiagnosticsFacts['network']> {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const base = { online: navigator.onLine, effectiveType: connection?.effectiveType ?? null };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  const sentAt = Date.now();
  const started = performance.now();
  try {
    const response = await fetcher(apiPaths.health, { cache: 'no-store', signal: controller.signal });
    const latencyMs = Math.round(performance.now() - started);
    const body = (await response.json().catch(() => null)) as Partial<HealthReply> | null;
    const serverMs = body?.serverTime ? Date.parse(body.serverTime) : Date.parse(response.headers.get('date') ?? '');
    const clockOffsetMs = Number.isNaN(serverMs) ? null : Math.round(sentAt + latencyMs / 2 - serverMs);
    return {
      ...base,
      reachable: response.ok,
      status: response.status,
      latencyMs,
      database: body?.database ?? null,
      clockOffsetMs,
    };
  } catch (error) {
    return {
      ...base,
      reachable: false,
      status: null,
      latencyMs: null,
      database: null,
      clockOffsetMs: null,
      error: controller.signal.aborted ? `no answer in ${HEALTH_TIMEOUT_MS / 1000} s` : message(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

function deviceFacts(): DiagnosticsFacts['device'] {
  const nav = navigator as Navigator & { deviceMemory?: number; userAgentData?: { platform?: string } };
  return {
    userAgent: nav.userAgent,
    platform: nav.userAgentData?.platform || nav.platform || 'unknown',
    language: nav.language,
    timeZone: localTimeZone(),
    screen: `${window.screen.width}×${window.screen.height} (window ${window.innerWidth}×${window.innerHeight})`,
    pixelRatio: Math.round(window.devicePixelRatio * 100) / 100,
    memoryGb: nav.deviceMemory ?? null,
    cores: nav.hardwareConcurrency ?? null,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/** The device's parts now; the network part is slower, so the page shows the rest first. */
export async function collectLocalFacts() {
  const [serviceWorker, storage, indexedDb] = await Promise.all([
    serviceWorkerFacts(),
    storageFacts(),
    indexedDbFacts(),
  ]);
  return { app: appBuild(), serviceWorker, storage, indexedDb, device: deviceFacts() };
}
