/** POST /api/payments/orders: the server prices the item and opens the order with the provider. */

import type { CreateOrderReply } from '@medsutra/contract/payments/api';
import type { CheckoutItem } from '@medsutra/contract/payments/rules';
import { paymentApiPaths } from '@medsutra/contract/payments/rules';
import { api } from '@/lib/api-client';

export function createOrder(item: CheckoutItem): Promise<CreateOrderReply> {
  return api.post<CreateOrderReply>(paymentApiPaths.orders, { item });
}
