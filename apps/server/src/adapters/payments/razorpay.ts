/**
 * Razorpay through its REST API (no SDK): orders are created server-side in paise; the checkout's
 * `razorpay_signature` is HMAC-SHA256(order_id + "|" + payment_id, key secret); a webhook's
 * `X-Razorpay-Signature` is HMAC-SHA256(raw body, webhook secret). Comparisons are constant-time.
 */
import crypto from 'node:crypto';
import { PAYMENT_CURRENCY } from '@medsutra/contract/payments/api';
import { sha256Hex } from '../../lib/hash.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { PaymentProviderError } from './provider.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com; tests point it at a local server. */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature we computed with one we were given. */
function signatureMatches(expectedHex: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given.trim(), 'utf8');
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

export function checkoutSignature(keySecret: string, providerOrderId: string, providerPaymentId: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${providerPaymentId}`);
}

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);
const FAILED_EVENTS = new Set(['payment.failed']);

interface RazorpayEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  amount_paid?: unknown;
  currency?: unknown;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const asString = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const asInt = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Reads an authenticated Razorpay event body into the provider-neutral event. */
function parseRazorpayEvent(body: unknown, headerEventId: string | undefined, rawBody: Buffer): PaymentEvent {
  const event = (body ?? {}) as {
    id?: unknown;
    event?: unknown;
    payload?: Record<string, { entity?: RazorpayEntity }>;
  };
  const name = asString(event.event) ?? 'unknown';
  const payment = event.payload?.payment?.entity;
  const order = event.payload?.order?.entity;
  const providerOrderId = asString(payment?.order_id) ?? asString(order?.id);
  const amountPaise = asInt(payment?.amount) ?? asInt(order?.amount_paid);
  // Razorpay names each delivery's event in a header; a payload id is the fallback; a digest of
  // the body the last resort (a byte-identical replay is then still one event).
  const eventId = asString(headerEventId) ?? asString(event.id) ?? `sha256:${sha256Hex(rawBody)}`;
  return {
    eventId,
    name,
    outcome: PAID_EVENTS.has(name) ? 'paid' : FAILED_EVENTS.has(name) ? 'failed' : 'other',
    providerOrderId,
    providerPaymentId: asString(payment?.id),
    amountPaise,
    currency: asString(payment?.currency) ?? asString(order?.currency),
  };
}

export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const ordersUrl = new URL('/v1/orders', options.apiUrl).toString();

  return {
    kind: 'razorpay',
    checkoutKeyId: options.keyId,

    async createOrder(input) {
      let response: Response;
      try {
        response = await doFetch(ordersUrl, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            amount: input.amountPaise,
            currency: input.currency,
            receipt: input.receipt.slice(0, 40),
            notes: input.notes,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
      }
      const text = await response.text();
      if (!response.ok)
        throw new PaymentProviderError(`Razorpay refused the order (${response.status}): ${text.slice(0, 300)}`);
      let reply: { id?: unknown; amount?: unknown; currency?: unknown };
      try {
        reply = JSON.parse(text);
      } catch {
        throw new PaymentProviderError('Razorpay answered the order with something that is not JSON');
      }
      const id = asString(reply.id);
      if (!id || reply.amount !== input.amountPaise || reply.currency !== PAYMENT_CURRENCY) {
        throw new PaymentProviderError('Razorpay answered the order with a different amount or no id');
      }
      return { providerOrderId: id };
    },

    verifyCheckoutSignature({ providerOrderId, providerPaymentId, signature }) {
      return signatureMatches(checkoutSignature(options.keySecret, providerOrderId, providerPaymentId), signature);
    },

    readWebhook(rawBody, headers) {
      const signature = headerValue(headers['x-razorpay-signature']);
      if (!signatureMatches(hmacSha256Hex(options.webhookSecret, rawBody), signature)) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      return parseRazorpayEvent(body, headerValue(headers['x-razorpay-event-id']), rawBody);
    },
  };
}
