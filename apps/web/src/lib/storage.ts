/** Small, failure-proof wrappers around web storage (private mode and full quotas throw). */

export const storageKeys = {
  /** The page a drawer entry was chosen from (the last visited page). */
  lastVisitedPage: 'lastVisitedPage',
  /** The last signed-in user, so the offline page can find that user's notes. */
  lastUser: 'medsutra:last-user',
  /** That user's last known coin and XP balances, shown after an offline start (lib/balances.ts). */
  lastBalances: 'medsutra:last-balances',
  /** Set after a chunk-load reload, so a broken deploy cannot reload forever. */
  chunkReloadAt: 'medsutra:chunk-reload-at',
  /** Emails (lower case) that have opened the dashboard on this device: greet them "back". */
  dashboardSeen: 'medsutra:dashboard-seen',
  /** Emails (lower case) that have seen the verify-email banner in full: after that it is one line. */
  verifyBannerSeen: 'medsutra:verify-banner-seen',
} as const;

type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  try {
    const target = store(kind);
    if (value === null) target?.removeItem(key);
    else target?.setItem(key, value);
  } catch {
    // Storage is optional: the app works without it.
  }
}

export interface RememberedUser {
  email: string;
  name?: string;
}

export function readRememberedUser(): RememberedUser | null {
  const raw = readStorage('local', storageKeys.lastUser);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'email' in parsed && typeof parsed.email === 'string') {
      return parsed as RememberedUser;
    }
  } catch {
    // A corrupt entry is treated as absent.
  }
  return null;
}

export function rememberUser(user: RememberedUser | null): void {
  writeStorage('local', storageKeys.lastUser, user ? JSON.stringify({ email: user.email, name: user.name }) : null);
}
