/** The IndexedDB plumbing the device stores share: opening a database and awaiting a request. */

/** Opens `name` at `version`, letting `upgrade` make its object stores the first time. */
export function openDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Like openDatabase, but opened once and kept; a failed open is tried again on the next call. */
export function keptDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void) {
  let opening: Promise<IDBDatabase> | null = null;
  return (): Promise<IDBDatabase> => {
    opening ??= openDatabase(name, version, upgrade).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
}

/** The request's result once it succeeds. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
