/** Razorpay when its three secrets are configured; otherwise the built-in test mode. */
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { createTestModeProvider } from './test-mode.ts';

export function createPaymentProvider(config: Config): PaymentProvider {
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
  return createTestModeProvider();
}
