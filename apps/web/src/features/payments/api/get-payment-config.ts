/** GET /api/payments/config: Razorpay or the built-in test mode (and Razorpay's public key). */
import type { PaymentConfigReply } from '@medsutra/contract/payments/api';
import { paymentApiPaths } from '@medsutra/contract/payments/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: () => api.get<PaymentConfigReply>(paymentApiPaths.config),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
