/** POST /api/payments/razorpay/verify: hands Razorpay Checkout's success reply to the server. */
import type { OrderReply, RazorpayVerifyRequest } from '@medsutra/contract/payments/api';
import { paymentApiPaths } from '@medsutra/contract/payments/rules';
import { api } from '@/lib/api-client';

export function verifyRazorpayPayment(body: RazorpayVerifyRequest): Promise<OrderReply> {
  return api.post<OrderReply>(paymentApiPaths.razorpayVerify, body);
}
