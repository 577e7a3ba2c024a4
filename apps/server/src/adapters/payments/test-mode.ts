/**
 * The built-in test mode, used when Razorpay is not configured: orders get a local id and are
 * settled only by the test-mode endpoint the checkout page calls (Success or Failure). It accepts
 * no signature and no webhook, so nothing outside the app can mark an order paid.
 */
import crypto from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

export function createTestModeProvider(): PaymentProvider {
  return {
    kind: 'test',
    checkoutKeyId: null,
    async createOrder() {
      return { providerOrderId: `test_order_${crypto.randomBytes(12).toString('hex')}` };
    },
    verifyCheckoutSignature: () => false,
    readWebhook: () => null,
  };
}
