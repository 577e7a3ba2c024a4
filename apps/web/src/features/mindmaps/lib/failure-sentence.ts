/**
 * The sentence for a failed call (spec section 8): the server's own message when it sent one;
 * otherwise `refused` when the server answered without one, and `unreachable` when no answer came.
 */
import { ApiError } from '@/lib/api-client';

/** The reply body of a failed call as an object, or null when it was not JSON. */
export function failureReply(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function failureSentence(error: unknown, fallbacks: { refused: string; unreachable: string }): string {
  if (!(error instanceof ApiError)) return fallbacks.unreachable;
  const message = failureReply(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallbacks.refused;
}
