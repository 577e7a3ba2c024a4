/**
 * Plans and payments: request and reply shapes. Paths, prices, plan gating and messages are in
 * `payments/rules.ts` (zod-free, for the web app's chunks) and re-exported here.
 */
import { z } from 'zod';
import { COIN_PACKS } from '../economy/table.ts';
import { successReply } from '../http/reply.ts';
import { text } from '../text.ts';
import { orderStatuses, paidPlanIds, paymentProviders, planPeriods, type premiumFeatures } from './rules.ts';

export * from './messages.ts';
export * from './rules.ts';

const coinPackIds = COIN_PACKS.map((pack) => pack.id) as [string, ...string[]];

const checkoutItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), planId: z.enum(paidPlanIds), period: z.enum(planPeriods) }),
  z.object({ kind: z.literal('coinPack'), packId: z.enum(coinPackIds) }),
  z.object({ kind: z.literal('goldenPdf'), itemId: z.uuid() }),
]);

export const createOrderRequestSchema = z.object({ item: checkoutItemSchema });

const orderSchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  item: checkoutItemSchema,
  title: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(paymentProviders),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the plan or coins were added to the account (once, whichever confirmation came first). */
  grantedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What the browser needs to take the payment: the test-mode page, or Razorpay Checkout's options. */
const checkoutSessionSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({
    provider: z.literal('razorpay'),
    keyId: z.string(),
    razorpayOrderId: z.string(),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ email: z.string(), name: z.string() }),
  }),
]);
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const createOrderReplySchema = successReply({ order: orderSchema, checkout: checkoutSessionSchema });
export type CreateOrderReply = z.infer<typeof createOrderReplySchema>;

export const orderReplySchema = successReply({ order: orderSchema });

/** An order as the payment history and its receipt show it: the ids a support request quotes. */
const paymentReceiptSchema = orderSchema.extend({
  /** Razorpay's order id (or the test mode's), null when the provider never made one. */
  providerOrderId: z.string().nullable(),
  /** Razorpay's payment id, once a payment is confirmed. */
  paymentId: z.string().nullable(),
  /** The GST inside `amountPaise` (prices are GST-inclusive). */
  gstPaise: z.number().int(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

export const paymentHistoryReplySchema = successReply({ orders: z.array(paymentReceiptSchema) });
export type PaymentHistoryReply = z.infer<typeof paymentHistoryReplySchema>;
export type OrderReply = z.infer<typeof orderReplySchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid({ message: 'We could not find that payment.' }) });

export const paymentConfigReplySchema = successReply({
  /** `none`: payments are not set up on this server (no Razorpay, and test mode not allowed). */
  provider: z.enum([...paymentProviders, 'none']),
  /** Razorpay's public key id; null in test mode. */
  keyId: z.string().nullable(),
});
export type PaymentConfigReply = z.infer<typeof paymentConfigReplySchema>;

/** What Razorpay Checkout hands the page on success, plus our order id. */
export const razorpayVerifyRequestSchema = z.object({
  orderId: z.uuid(),
  razorpay_order_id: text().min(1).max(100),
  razorpay_payment_id: text().min(1).max(100),
  razorpay_signature: text().min(1).max(200),
});
export type RazorpayVerifyRequest = z.infer<typeof razorpayVerifyRequestSchema>;

export const testModeCompleteRequestSchema = z.object({ outcome: z.enum(['success', 'failure']) });

export const webhookReplySchema = successReply({ duplicate: z.boolean() });

const planLabels = ['Free', '999/month', '1499/month'] as const;
export const planFeaturesParamsSchema = z.object({ email: text().max(508) });
export const planFeaturesReplySchema = successReply({
  plan: z.enum(planLabels),
  planId: z.enum(['free', ...paidPlanIds]),
  subscribed: z.boolean(),
  features: z.object({
    advancedCaseGenerator: z.boolean(),
    researchAssistant: z.boolean(),
    premiumChat: z.boolean(),
    prioritySupport: z.boolean(),
    neetPgPdfDecoding: z.boolean(),
  } satisfies Record<(typeof premiumFeatures)[number], z.ZodBoolean>),
  /** When the paid period ends (ISO); null on Free. */
  currentPeriodEnd: z.string().nullable(),
});
export type PlanFeaturesReply = z.infer<typeof planFeaturesReplySchema>;
