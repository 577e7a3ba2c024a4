import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';

/**
 * One purchase: a plan for a period, a coin pack or a Golden Med Store PDF, priced by the server in paise. `paid_at` is
 * when a confirmation (return page, webhook or test mode) said it was paid; `granted_at` is when
 * its plan or coins were added, which happens once: the grant claims the row with
 * `granted_at IS NULL` in the same transaction.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    itemKind: text('item_kind', { enum: ['plan', 'coinPack', 'goldenPdf'] }).notNull(),
    planId: text('plan_id', { enum: ['premium', 'premiumPlus'] }),
    planPeriod: text('plan_period', { enum: ['month', 'sixMonths'] }),
    coinPackId: text('coin_pack_id'),
    /** A Golden Med Store item (golden_items.id; no foreign key, so the two schema files stay acyclic). */
    goldenItemId: uuid('golden_item_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider', { enum: ['razorpay', 'test'] }).notNull(),
    /** Razorpay's `order_…` id (or the test provider's); the checkout signature is checked against it. */
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    failureReason: text('failure_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
    grantedAt: timestamptz('granted_at'),
  },
  (table) => [
    check('orders_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'orders_item_complete',
      sql`(${table.itemKind} = 'plan' and ${table.planId} is not null and ${table.planPeriod} is not null)
        or (${table.itemKind} = 'coinPack' and ${table.coinPackId} is not null)
        or (${table.itemKind} = 'goldenPdf' and ${table.goldenItemId} is not null)`,
    ),
    check('orders_granted_only_when_paid', sql`${table.grantedAt} is null or ${table.status} = 'paid'`),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** Every webhook event taken in, once: a replayed event finds its id taken and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventName: text('event_name').notNull(),
    providerOrderId: text('provider_order_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the event did: granted, paid, failed, ignored, amount_mismatch, unknown_order. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [unique('payment_events_provider_event_unique').on(table.provider, table.eventId)],
);

/**
 * A paid plan period. A user has at most one running at a time: buying the same plan extends it,
 * buying the other plan ends it and starts a new one. The plan is paid while `current_period_end`
 * is in the future; monthly coin deposits fall on `started_at` + n months (n = `deposits_paid`).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    planId: text('plan_id', { enum: ['premium', 'premiumPlus'] }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    /** Months bought for this period: its end is `started_at` + this many months + `carried_ms`. */
    monthsPaid: integer('months_paid').notNull(),
    /** Unused time carried over from the plan it replaced, converted at the two monthly prices. */
    carriedMs: bigint('carried_ms', { mode: 'number' }).notNull().default(0),
    depositsPaid: integer('deposits_paid').notNull().default(0),
    /** The order that started it. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_period_positive', sql`${table.currentPeriodEnd} >= ${table.startedAt}`),
    check('subscriptions_deposits_not_negative', sql`${table.depositsPaid} >= 0`),
    check('subscriptions_months_positive', sql`${table.monthsPaid} > 0`),
    index('subscriptions_user_end_idx').on(table.userId, table.currentPeriodEnd.desc()),
    index('subscriptions_end_idx').on(table.currentPeriodEnd),
  ],
);
