/** Notes saved for offline reading: IndexedDB database `medsutra`, one entry per user `offline_notes_{email}`. */

import { openDatabase, requestResult } from './indexed-db';

const DB_NAME = 'medsutra';
const DB_VERSION = 1;
const STORE = 'keyval';

export interface OfflineNote {
  id: string;
  title?: string;
  subject?: string;
  content?: string;
  savedAt?: string;
  /** The server version this copy started from; absent for a note made offline and not yet sent. */
  version?: number;
  /** Edited on this device and not yet accepted by the server. */
  dirty?: boolean;
  /** The server's copy when it moved on while this one was edited: both are kept until the student chooses. */
  conflict?: { title: string; content: string; version: number };
  subjectId?: string | null;
  subtopicId?: string | null;
  tags?: string[];
}

function offlineNotesKey(email: string): string {
  return `offline_notes_${email.toLowerCase()}`;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase(DB_NAME, DB_VERSION, (created) => {
    if (!created.objectStoreNames.contains(STORE)) created.createObjectStore(STORE);
  });
  try {
    return await requestResult(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

/** The user's offline notes; an empty list when there are none or IndexedDB is unavailable. */
export async function getOfflineNotes(email: string): Promise<OfflineNote[]> {
  try {
    const value = await withStore<unknown>('readonly', (store) => store.get(offlineNotesKey(email)));
    return Array.isArray(value) ? (value as OfflineNote[]).filter((note) => note && note.id != null) : [];
  } catch {
    return [];
  }
}

export async function putOfflineNotes(email: string, notes: OfflineNote[]): Promise<void> {
  await withStore('readwrite', (store) => store.put(notes, offlineNotesKey(email)));
}
