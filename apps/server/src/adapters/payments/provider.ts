/**
 * The payment provider port. The payments service creates orders and reads confirmations only
 * through it, so Razorpay and the built-in test mode are interchangeable.
 */
import type { PaymentProviderKind } from '@medsutra/contract/payments/api';

interface ProviderOrderInput {
  /** In paise. */
  amountPaise: number;
  currency: 'INR';
  /** Our order id (Razorpay keeps it as the receipt, at most 40 characters). */
  receipt: string;
  notes: Record<string, string>;
}

/** A webhook event, read and authenticated. */
export interface PaymentEvent {
  /** The provider's event id; a replay carries the same one. */
  eventId: string;
  /** The provider's name for it, for example `payment.captured`. */
  name: string;
  /** `paid` grants, `failed` marks a created order failed, `other` is recorded and ignored. */
  outcome: 'paid' | 'failed' | 'other';
  providerOrderId: string | null;
  providerPaymentId: string | null;
  /** What the event says was paid, in paise, when it says. */
  amountPaise: number | null;
  currency: string | null;
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The public key the browser's checkout needs (Razorpay's key id); null in test mode. */
  readonly checkoutKeyId: string | null;
  createOrder(input: ProviderOrderInput): Promise<{ providerOrderId: string }>;
  /** True when the checkout's signature proves this payment of this (server-stored) order. */
  verifyCheckoutSignature(input: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean;
  /** The event in a webhook whose signature is valid on the raw body; null when it is not. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}

/** The provider could not be reached or refused the order; nothing was charged. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
