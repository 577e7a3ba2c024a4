/** The server's sentence from a failed call (or the fallback), and its other reply fields. */
import { ApiError } from '@/lib/api-client';

export function failureReply(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function failureMessage(error: unknown, fallback: string): string {
  const message = failureReply(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
