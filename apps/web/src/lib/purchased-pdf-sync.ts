/**
 * Purchased PDFs download by themselves into the encrypted offline store (offline-pdf-store.ts):
 * 1 s after sign-in, again when the app opens signed in, and when the connection comes back. Only
 * the ones this device does not hold yet are fetched, one at a time, so an interrupted run simply
 * carries on next time. Never on a metered or save-data connection, and never when the student
 * has turned it off on this device.
 */
import { pdfDataUrl } from '@medsutra/contract/notes/paths';
import { listOfflinePdfs, saveOfflinePdf } from './offline-pdf-store';
import { readStorage, writeStorage } from './storage';

const settingKey = (email: string) => `medsutra:pdf-auto-download:${email.trim().toLowerCase()}`;

export function autoDownloadEnabled(email: string): boolean {
  return readStorage('local', settingKey(email)) !== 'off';
}

export function setAutoDownload(email: string, enabled: boolean): void {
  writeStorage('local', settingKey(email), enabled ? null : 'off');
}

interface NetworkInformationLike {
  saveData?: boolean;
  type?: string;
  metered?: boolean;
}

/**
 * False on a save-data or cellular connection. Most desktop browsers do not say what the
 * connection is; there the download goes ahead (a laptop is rarely on a metered plan).
 */
export function connectionAllowsAutoDownload(
  connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData || connection.metered) return false;
  return connection.type !== 'cellular';
}

export type AutoDownloadOutcome =
  | { ran: false; reason: 'off' | 'connection' | 'offline' | 'busy' }
  | { ran: true; stored: number; failed: number };

export interface PurchasedPdfSource {
  list(email: string): Promise<{ id: string; title: string }[]>;
  /** The PDF's bytes, or null when the server would not give them (not owned any more, gone). */
  bytes?(id: string): Promise<ArrayBuffer | null>;
}

async function fetchPdfBytes(id: string): Promise<ArrayBuffer | null> {
  const response = await fetch(pdfDataUrl(id), { credentials: 'include' });
  return response.ok ? response.arrayBuffer() : null;
}

let running: Promise<AutoDownloadOutcome> | null = null;

/** Downloads the purchased PDFs this device does not hold yet; quiet: it never throws. */
export function downloadMissingPurchasedPdfs(
  email: string,
  source: PurchasedPdfSource,
  stillSignedIn: () => boolean = () => true,
): Promise<AutoDownloadOutcome> {
  if (!autoDownloadEnabled(email)) return Promise.resolve({ ran: false, reason: 'off' });
  if (!navigator.onLine) return Promise.resolve({ ran: false, reason: 'offline' });
  if (!connectionAllowsAutoDownload()) return Promise.resolve({ ran: false, reason: 'connection' });
  if (running) return Promise.resolve({ ran: false, reason: 'busy' });
  running = (async (): Promise<AutoDownloadOutcome> => {
    let stored = 0;
    let failed = 0;
    try {
      const purchased = await source.list(email);
      // Nothing bought: the offline store is not even opened (nor created).
      if (purchased.length === 0) return { ran: true, stored, failed };
      const have = new Set((await listOfflinePdfs(email)).map((record) => record.id));
      for (const pdf of purchased) {
        if (have.has(pdf.id)) continue;
        // Signed out, offline or switched off mid-way: stop; the next run picks up from here.
        if (!stillSignedIn() || !navigator.onLine || !autoDownloadEnabled(email)) break;
        try {
          const bytes = await (source.bytes ?? fetchPdfBytes)(pdf.id);
          if (!bytes || !stillSignedIn()) {
            failed++;
            continue;
          }
          await saveOfflinePdf(email, { id: pdf.id, title: pdf.title, bytes, origin: 'purchased' });
          stored++;
        } catch {
          failed++;
        }
      }
    } catch {
      failed++;
    }
    return { ran: true, stored, failed };
  })().finally(() => {
    running = null;
  });
  return running;
}
