/** POST /api/payments/test-mode/orders/{id}/complete: the test-mode page's Success or Failure. */
import type { OrderReply } from '@medsutra/contract/payments/api';
import { paymentApiPaths } from '@medsutra/contract/payments/rules';
import { api } from '@/lib/api-client';

export function completeTestOrder(orderId: string, outcome: 'success' | 'failure'): Promise<OrderReply> {
  return api.post<OrderReply>(paymentApiPaths.testModeComplete(orderId), { outcome });
}
