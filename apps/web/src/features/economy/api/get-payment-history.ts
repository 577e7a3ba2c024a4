/** GET /api/payments/history: the signed-in user's own orders with what a receipt shows. */

import type { PaymentHistoryReply } from '@medsutra/contract/payments/api';
import { PAYMENT_HISTORY_PATH } from '@medsutra/contract/payments/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { economyKeys } from './economy-keys';

function getPaymentHistory(): Promise<PaymentHistoryReply> {
  return api.get<PaymentHistoryReply>(PAYMENT_HISTORY_PATH, { cache: 'no-store' });
}

/** Keyed under the email (though the server reads the session) so a sign-out or switch never mixes them. */
const paymentHistoryQueryOptions = (email: string) =>
  queryOptions({ queryKey: economyKeys.payments(email), queryFn: getPaymentHistory });

export function usePaymentHistory(email: string) {
  return useQuery(paymentHistoryQueryOptions(email));
}
