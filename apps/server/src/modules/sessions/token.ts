/**
 * The session token and its cookie name, owned by the sessions module: 256 random bits sent to
 * the browser in an HttpOnly cookie, only its SHA-256 hash stored.
 */
import crypto from 'node:crypto';
import { SESSION_COOKIE } from '@medsutra/contract/sessions/rules';
import { sha256Hex } from '../../lib/hash.ts';

/** Longest cookie value worth looking up (a real token is 43 characters). */
export const MAX_TOKEN_LENGTH = 200;

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return sha256Hex(token);
}

/** `__Host-` prefixed over HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
