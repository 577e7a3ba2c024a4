/** The sentence a student sees when a payment call fails: the server's own, else one in its voice. */
import { paymentMessages } from '@medsutra/contract/payments-paths';
import { ApiError, errorStatus } from '@/lib/api-client';

const OFFLINE = 'You seem to be offline. Check your connection and try again.';

export function paymentErrorMessage(error: unknown): string {
  if (errorStatus(error) === null) return OFFLINE;
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    } catch {
      // Not JSON: fall through.
    }
  }
  return paymentMessages.providerUnavailable;
}
