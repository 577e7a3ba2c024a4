import { paymentMessages } from '@medsutra/contract/payments/messages';
import { failureSentence } from '@/lib/api-failure';

/** The sentence for a failed payment request: the provider refused, or the server was not reached. */
export function paymentFailureSentence(caught: unknown): string {
  return failureSentence(caught, {
    refused: paymentMessages.providerUnavailable,
    unreachable: paymentMessages.offline,
  });
}
