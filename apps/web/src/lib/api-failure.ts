/**
 * Reading a failed call for a feature: the sentence to show and the reply's extra fields, from
 * the fields `ApiError` parsed once. Kept apart from the client so the sign-in page's first load
 * carries only what it uses.
 */
import { ApiError } from './api-client';

/** The reply's fields (for extra ones such as `required`, `rejected`), or null. */
export function errorReply(error: unknown): Readonly<Record<string, unknown>> | null {
  return error instanceof ApiError ? error.reply : null;
}

export interface FailureFallbacks {
  /** The server answered without a sentence. */
  refused: string;
  /** No answer came (offline, timeout). */
  unreachable: string;
  /** Said for a 401 instead of the server's sentence, when given. */
  signedOut?: string;
  /** Said for a 5xx instead of the server's sentence, when given. */
  serverFault?: string;
}

/**
 * The sentence to show for a failed call: the server's own when it wrote one; otherwise
 * `refused` when it answered without one and `unreachable` when no answer came (one string
 * serves both).
 */
export function failureSentence(error: unknown, fallback: string | FailureFallbacks): string {
  const f: FailureFallbacks = typeof fallback === 'string' ? { refused: fallback, unreachable: fallback } : fallback;
  if (!(error instanceof ApiError)) return f.unreachable;
  if (error.status === 401 && f.signedOut) return f.signedOut;
  if (error.status >= 500 && f.serverFault) return f.serverFault;
  return error.serverMessage ?? f.refused;
}
