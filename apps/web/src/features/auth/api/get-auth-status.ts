/**
 * Who is signed in (docs/product-rules.md, Signing in on the web): a stored user is first validated silently with the
 * server (auto-login only for this browser's own session on this device); otherwise the app falls
 * back to the stored user when the server cannot be reached, then to the cookie status check
 * (GET /api/user/auth-status), otherwise the user is signed out. A change to the stored auth keys
 * in another tab runs this again after 500 ms (useAuthSync).
 *
 * A page the server sends already carries the status check's answer for its cookie (the server
 * checked the session to serve it). Both server calls answer from that same session, so on the
 * first check after a page load that answer stands in for them and the first screen waits for
 * no round trip (docs/decisions/009-page-carries-auth-status.md).
 */

import { authStorageKeys, authTimings, PAGE_AUTH_STATUS_ID } from '@medsutra/contract/auth/rules';
import { apiPaths } from '@medsutra/contract/http/paths';
import type { ReportedSessionEndReason } from '@medsutra/contract/sessions/rules';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, errorStatus } from '@/lib/api-client';
import { type RememberedUser, readRememberedUser, rememberUser } from '@/lib/storage';
import {
  clearAuthStorage,
  readStoredUser,
  type StoredUser,
  storedDeviceId,
  storedFingerprint,
  storeSignedInUser,
} from '../lib/auth-storage';
import { type KeyValueStore, localStore } from '../lib/key-value-store';
import { silentValidate } from './silent-validate';

interface AuthUser {
  id: string;
  email: string;
  name?: string;
  [field: string]: unknown;
}

export interface AuthStatusReply {
  success: boolean;
  authenticated: boolean;
  user?: AuthUser;
  /** True when the user comes from this browser's storage because the server could not be reached. */
  offline?: boolean;
  /** Why this browser was signed out (its device was removed), when the server says so: once. */
  signedOutReason?: ReportedSessionEndReason;
  /** The server's sentence for it, shown on the sign-in page. */
  message?: string;
}

export const authStatusQueryKey = ['auth-status'] as const;

function toAuthStatus(reply: AuthStatusReply): AuthStatusReply {
  const user = reply.authenticated && reply.user?.email ? reply.user : undefined;
  // The server sends a message only with a reason to be signed out (a removed device).
  return {
    success: reply.success === true,
    authenticated: Boolean(user),
    user,
    message: user ? undefined : reply.message,
  };
}

/** GET /api/user/auth-status (cookies, never cached). */
async function getAuthStatus(): Promise<AuthStatusReply> {
  return toAuthStatus(await api.get<AuthStatusReply>(apiPaths.authStatus, { cache: 'no-store' }));
}

/** The status the page arrived with, once: later checks (another tab, sign-in) ask the server. */
function takePageAuthStatus(): AuthStatusReply | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_AUTH_STATUS_ID);
  if (!element) return null;
  element.remove();
  try {
    return toAuthStatus(JSON.parse(element.textContent ?? '') as AuthStatusReply);
  } catch {
    return null;
  }
}

export interface AuthStateDeps {
  store: KeyValueStore;
  silentValidate: typeof silentValidate;
  getAuthStatus: typeof getAuthStatus;
  pageAuthStatus: typeof takePageAuthStatus;
  deviceId: () => string | null;
}

const defaultDeps: AuthStateDeps = {
  store: localStore,
  silentValidate,
  getAuthStatus,
  pageAuthStatus: takePageAuthStatus,
  // Only ids stored at sign-in: a stored user without one is checked by the cookie alone.
  deviceId: () => storedFingerprint() ?? storedDeviceId(),
};

const isNetworkFailure = (error: unknown) => errorStatus(error) === null;

function signedIn(user: StoredUser | AuthUser, fingerprint: string | null, store: KeyValueStore): AuthStatusReply {
  if (fingerprint) storeSignedInUser(user as StoredUser, fingerprint, Date.now(), store);
  return { success: true, authenticated: true, user: user as AuthUser };
}

/** The whole sequence, with its parts passed in so that it is tested without a browser. */
export async function resolveAuthState(deps: AuthStateDeps = defaultDeps): Promise<AuthStatusReply> {
  const stored = readStoredUser(deps.store);
  const fingerprint = stored ? deps.deviceId() : null;
  const fromPage = deps.pageAuthStatus();
  if (fromPage) {
    if (fromPage.authenticated && fromPage.user)
      return signedIn(fromPage.user, fingerprint ?? deps.deviceId(), deps.store);
    if (stored) clearAuthStorage(deps.store);
    return { success: true, authenticated: false, message: fromPage.message };
  }
  if (stored && fingerprint) {
    try {
      const reply = await deps.silentValidate({
        email: stored.email,
        deviceFingerprint: fingerprint,
        lastActivity: deps.store.get(authStorageKeys.lastActivity),
      });
      if (reply.autoLoginAllowed && reply.user) return signedIn(reply.user, fingerprint, deps.store);
    } catch (error) {
      if (isNetworkFailure(error))
        return { success: true, authenticated: true, user: stored as AuthUser, offline: true };
    }
  }
  let status: AuthStatusReply;
  try {
    status = await deps.getAuthStatus();
  } catch (error) {
    if (stored && isNetworkFailure(error)) {
      return { success: true, authenticated: true, user: stored as AuthUser, offline: true };
    }
    throw error;
  }
  if (status.authenticated && status.user) return signedIn(status.user, fingerprint ?? deps.deviceId(), deps.store);
  if (stored) clearAuthStorage(deps.store);
  return { success: true, authenticated: false, message: status.message };
}

export const authStatusQueryOptions = () =>
  queryOptions({
    queryKey: authStatusQueryKey,
    // The sequence handles a missing network itself (the remembered user stays signed in,
    // offline); the default 'online' mode would pause it when the browser starts offline, and the
    // loading cap would then show a signed-out header.
    networkMode: 'always',
    queryFn: async (): Promise<AuthStatusReply> => {
      let state: AuthStatusReply;
      try {
        state = await resolveAuthState();
      } catch (error) {
        // No network and no stored auth user: the last signed-in user stays signed in (offline)
        // as data, not as an error state, which the next component to mount would refetch
        // (back to loading, and the loading cap would then show a signed-out header).
        const remembered = isNetworkFailure(error) ? readRememberedUser() : null;
        if (!remembered) throw error;
        return { success: true, authenticated: true, user: remembered as AuthUser, offline: true };
      }
      const user = state.authenticated ? state.user : undefined;
      if (!state.offline) rememberUser(user ? { email: user.email, name: user.name } : null);
      return state;
    },
  });

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedIn'; user: AuthUser | RememberedUser; offline: boolean }
  | { status: 'signedOut'; message?: string | undefined };

/**
 * The auth state the shell renders from. With no network and no stored auth user, the last
 * signed-in user stays signed in (see the query above) so offline notes and the last known
 * balances stay in view; the server still checks every call.
 */
export function useAuthState(): AuthState {
  const query = useQuery(authStatusQueryOptions());
  if (query.data) {
    return query.data.authenticated && query.data.user
      ? { status: 'signedIn', user: query.data.user, offline: query.data.offline === true }
      : { status: 'signedOut', message: query.data.message };
  }
  if (query.isError) return { status: 'signedOut' };
  return { status: 'loading' };
}

const AUTH_KEYS: ReadonlySet<string> = new Set([
  authStorageKeys.isAuthenticated,
  authStorageKeys.user,
  authStorageKeys.userData,
  authStorageKeys.userEmail,
  authStorageKeys.authenticatedFingerprint,
]);

/** Another tab signed in or out: check again after 500 ms. */
export function useAuthSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !AUTH_KEYS.has(event.key)) return;
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: authStatusQueryKey }),
        authTimings.crossTabRecheck,
      );
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
}
