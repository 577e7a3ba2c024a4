/**
 * Razorpay when its three secrets are configured; the built-in test mode when config allows it
 * (a loopback PUBLIC_URL or PAYMENTS_TEST_MODE=true); otherwise none: payments are not set up.
 */
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { createTestModeProvider } from './test-mode.ts';

export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (
    config.razorpayEnabled &&
    config.RAZORPAY_KEY_ID &&
    config.RAZORPAY_KEY_SECRET &&
    config.RAZORPAY_WEBHOOK_SECRET
  ) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return config.paymentsMode === 'test' ? createTestModeProvider() : null;
}
