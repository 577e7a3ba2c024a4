/**
 * GET /api/payments/orders/{id}: the order's status. While it is still waiting for a confirmation
 * it is asked again every few seconds, for a few minutes.
 */
import type { Order, OrderReply } from '@medsutra/contract/payments/api';
import { paymentApiPaths } from '@medsutra/contract/payments/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const POLL_MS = 3000;
const POLL_FOR_MS = 3 * 60 * 1000;

const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'order', orderId],
    queryFn: async (): Promise<Order> => (await api.get<OrderReply>(paymentApiPaths.order(orderId))).order,
    staleTime: 0,
  });

export function useOrder(orderId: string | null, enabled: boolean) {
  return useQuery({
    ...orderQueryOptions(orderId ?? ''),
    enabled: enabled && Boolean(orderId),
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order?.status !== 'created') return false;
      return Date.now() - new Date(order.createdAt).getTime() < POLL_FOR_MS ? POLL_MS : false;
    },
  });
}
