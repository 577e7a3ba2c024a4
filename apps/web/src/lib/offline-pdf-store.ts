/**
 * PDFs kept for offline reading (docs/product-rules.md: the record is id, title, encryptedData,
 * downloadedAt, fileSize). The bytes are encrypted with AES-GCM under a key made on this device
 * for this user, created non-extractable: the key object is stored in IndexedDB but its bits can
 * never be read out, so a copy of the database alone does not open the PDFs. Sign-out deletes the
 * whole database (keys and PDFs).
 */

import { openDatabase } from './indexed-db';
import { OFFLINE_PDF_DB_NAME } from './offline-pdf-db-name';

const DB_NAME = OFFLINE_PDF_DB_NAME;
const DB_VERSION = 1;
const KEYS = 'keys';
const PDFS = 'pdfs';

export interface OfflinePdfRecord {
  id: string;
  title: string;
  /** 12-byte IV followed by the AES-GCM ciphertext. */
  encryptedData: ArrayBuffer;
  downloadedAt: string;
  fileSize: number;
  /** Whose device key encrypted it. */
  owner: string;
  pageCount?: number;
  lastPage?: number;
  /** Which viewer address opens it: the student's upload or a purchase (downloaded by itself). */
  origin?: 'own' | 'purchased';
}

const open = () =>
  openDatabase(DB_NAME, DB_VERSION, (db) => {
    if (!db.objectStoreNames.contains(KEYS)) db.createObjectStore(KEYS);
    if (!db.objectStoreNames.contains(PDFS)) db.createObjectStore(PDFS, { keyPath: 'id' });
  });

async function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = work(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

const ownerKey = (email: string) => email.trim().toLowerCase();

/** This user's key on this device, made on first use; never extractable. */
async function deviceKey(email: string): Promise<CryptoKey> {
  const existing = await run<CryptoKey | undefined>(KEYS, 'readonly', (s) => s.get(ownerKey(email)));
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await run(KEYS, 'readwrite', (s) => s.put(key, ownerKey(email)));
  return key;
}

export async function saveOfflinePdf(
  email: string,
  pdf: { id: string; title: string; bytes: ArrayBuffer; pageCount?: number; origin?: 'own' | 'purchased' },
): Promise<OfflinePdfRecord> {
  const key = await deviceKey(email);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, pdf.bytes));
  const encryptedData = new Uint8Array(iv.length + ciphertext.length);
  encryptedData.set(iv);
  encryptedData.set(ciphertext, iv.length);
  const record: OfflinePdfRecord = {
    id: pdf.id,
    title: pdf.title,
    encryptedData: encryptedData.buffer,
    downloadedAt: new Date().toISOString(),
    fileSize: pdf.bytes.byteLength,
    owner: ownerKey(email),
    ...(pdf.pageCount ? { pageCount: pdf.pageCount } : {}),
    ...(pdf.origin ? { origin: pdf.origin } : {}),
  };
  await run(PDFS, 'readwrite', (s) => s.put(record));
  return record;
}

export async function getOfflinePdfRecord(id: string): Promise<OfflinePdfRecord | undefined> {
  try {
    return await run<OfflinePdfRecord | undefined>(PDFS, 'readonly', (s) => s.get(id));
  } catch {
    return undefined;
  }
}

/** The decrypted bytes, or null when this device has no copy for this user. */
export async function readOfflinePdf(email: string, id: string): Promise<ArrayBuffer | null> {
  const record = await getOfflinePdfRecord(id);
  if (!record || record.owner !== ownerKey(email)) return null;
  const key = await deviceKey(email);
  const data = new Uint8Array(record.encryptedData);
  return crypto.subtle.decrypt({ name: 'AES-GCM', iv: data.subarray(0, 12) }, key, data.subarray(12));
}

export async function listOfflinePdfs(email: string): Promise<OfflinePdfRecord[]> {
  try {
    const all = await run<OfflinePdfRecord[]>(PDFS, 'readonly', (s) => s.getAll());
    return all.filter((record) => record.owner === ownerKey(email));
  } catch {
    return [];
  }
}

export async function removeOfflinePdf(id: string): Promise<void> {
  await run(PDFS, 'readwrite', (s) => s.delete(id));
}

/** Space used and free for this site, and whether the browser agreed to keep it. */
export async function storageState(): Promise<{ usage: number; quota: number; persisted: boolean } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const persisted = (await navigator.storage.persisted?.()) ?? false;
  return { usage, quota, persisted };
}

export async function askToKeepStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.()) ?? false;
}
