/**
 * Sign-out (docs/product-rules.md, Signing in on the web): tell the server, clear every stored auth key, wipe the session and
 * PDF caches, and go to /login. The server call may fail (offline); the browser is cleared anyway.
 */
import { paths } from '@medsutra/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { OFFLINE_PDF_DB_NAME } from '@/lib/offline-pdf-db-name';
import { readRememberedUser, rememberUser, storageKeys, writeStorage } from '@/lib/storage';
import { authStatusQueryKey } from '../api/get-auth-status';
import { signOutOnServer } from '../api/sign-out';
import { clearAuthStorage, readStoredUser, storedFingerprint } from './auth-storage';

export async function signOut(queryClient: QueryClient, navigate: (to: string, options: { replace: boolean }) => void) {
  const email = readStoredUser()?.email ?? readRememberedUser()?.email ?? '';
  const fingerprint = storedFingerprint() ?? '';
  await signOutOnServer({ email, fingerprint }).catch(() => {});
  clearLocalAuth(queryClient);
  navigate(paths.login, { replace: true });
  await Promise.all([wipePdfCache(), wipeOfflinePdfs()]).catch(() => {});
}

/** An older version kept purchased PDFs unencrypted in this Cache Storage bucket; sign-out still removes it. */
const LEGACY_PDF_CACHE = 'medsutra-pdfs';
const wipePdfCache = async () => {
  if ('caches' in window) await caches.delete(LEGACY_PDF_CACHE);
};

/** The PDFs downloaded for offline reading and this device's keys for them (docs/product-rules.md: wiped at sign-out). */
const wipeOfflinePdfs = () =>
  new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_PDF_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });

/** The browser half of sign-out, also used when the server has already ended the session. */
export function clearLocalAuth(queryClient: QueryClient) {
  clearAuthStorage();
  rememberUser(null);
  writeStorage('local', storageKeys.lastBalances, null);
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing to clear then.
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authStatusQueryKey[0] });
  queryClient.setQueryData(authStatusQueryKey, { success: true, authenticated: false });
}
