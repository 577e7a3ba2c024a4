/**
 * Fetch wrapper for the MedSutra API: cookies always, JSON in and out, and the one place a failed
 * reply is read. Features ask `errorCode(error)` (`insufficient_coins`, `device_limit_reached`)
 * to choose what to do, and `failureSentence(error, fallback)` (lib/api-failure.ts) for what to
 * say; they never parse bodies or compare sentences.
 */
import type { ApiErrorCode } from '@medsutra/contract/http/errors';

export class ApiError extends Error {
  readonly status: number;
  /** The reply body as sent. */
  readonly body: string;
  /** The reply's fields when it was a JSON object (`{ success: false, message, error?, requestId, … }`). */
  readonly reply: Readonly<Record<string, unknown>> | null;
  /** The machine-readable reason (`error`), when the server sent one. */
  readonly code: ApiErrorCode | (string & {}) | null;
  /** The server's sentence for a person (`message`), when it sent one. */
  readonly serverMessage: string | null;
  readonly requestId: string | null;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    let reply: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) reply = parsed as Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's page): no fields.
    }
    const field = (name: string) => {
      const value = reply?.[name];
      return typeof value === 'string' && value.trim() ? value : null;
    };
    this.reply = reply;
    this.code = field('error');
    this.serverMessage = field('message');
    this.requestId = field('requestId');
  }
}

/** The HTTP status carried by an error thrown here, or null for a network failure. */
export function errorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/** The reply's machine-readable reason (`error`), or null. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The sentence the server wrote for a failed call, or null when there is none. */
export function apiErrorMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, { ...init, headers, credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text().catch(() => response.statusText));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => apiRequest<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body: unknown, init?: RequestInit) =>
    apiRequest<T>(path, { ...init, method: 'POST', body: JSON.stringify(body) }),
  patch: <T>(path: string, body: unknown, init?: RequestInit) =>
    apiRequest<T>(path, { ...init, method: 'PATCH', body: JSON.stringify(body) }),
  put: <T>(path: string, body: unknown, init?: RequestInit) =>
    apiRequest<T>(path, { ...init, method: 'PUT', body: JSON.stringify(body) }),
  /** State-changing calls carry a JSON body, so DELETE sends one too (the server requires it). */
  delete: <T>(path: string, body: unknown = {}, init?: RequestInit) =>
    apiRequest<T>(path, { ...init, method: 'DELETE', body: JSON.stringify(body) }),
};
