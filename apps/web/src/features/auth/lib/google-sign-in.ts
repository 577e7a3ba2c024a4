/**
 * Google sign-in from the browser: a popup when the browser allows one (the return page posts
 * OAUTH_SUCCESS or OAUTH_ERROR back and closes), otherwise a full-page redirect.
 */
import { authApiPaths } from '@medsutra/contract/auth/paths';
import type { StoredUser } from './auth-storage';

export type OAuthMessage =
  | { type: 'OAUTH_SUCCESS'; user: StoredUser; fingerprint: string }
  | { type: 'OAUTH_ERROR'; message: string };

export function isOAuthMessage(data: unknown): data is OAuthMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    (data.type === 'OAUTH_SUCCESS' || data.type === 'OAUTH_ERROR')
  );
}

function googleStartUrl(options: { popup: boolean; referralCode?: string | undefined }): string {
  const query = new URLSearchParams();
  if (options.popup) query.set('popup', '1');
  if (options.referralCode) query.set('ref', options.referralCode);
  const search = query.toString();
  return `${authApiPaths.googleStart}${search ? `?${search}` : ''}`;
}

/** Opens the popup, or navigates this page when pop-ups are blocked. Returns the popup or null. */
export function startGoogleSignIn(referralCode?: string): Window | null {
  const width = 480;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    googleStartUrl({ popup: true, referralCode }),
    'medsutra-google-sign-in',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) window.location.assign(googleStartUrl({ popup: false, referralCode }));
  return popup;
}

/** On the return page: true when this window was opened as the sign-in popup. */
export function openedAsPopup(params: URLSearchParams): boolean {
  try {
    return Boolean(window.opener && window.opener !== window && params.get('popup') === '1');
  } catch {
    return false;
  }
}
