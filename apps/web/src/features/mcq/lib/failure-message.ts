/** The sentence for a failed call: the server's own message when it sent one, else the fallback. */
import { ApiError } from '@/lib/api-client';

export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message.trim() || fallback;
    }
  } catch {
    // not JSON: the fallback says it
  }
  return fallback;
}
