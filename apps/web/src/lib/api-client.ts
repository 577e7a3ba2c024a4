/** Fetch wrapper for the MedSutra API: cookies always, JSON in and out, `status: body` errors. */

export class ApiError extends Error {
  readonly status: number;
  /** The reply body as sent, for callers that read its fields (for example `error`). */
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The HTTP status carried by an error thrown here, or null for a network failure. */
export function errorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/**
 * The sentence the server wrote for a failed call (`{ success: false, message }`), or null when
 * there is none (no answer, or a reply that is not the error shape). New features read errors
 * here rather than parsing bodies themselves.
 */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
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
