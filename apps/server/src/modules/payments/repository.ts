/** The payments' SQL: orders and webhook events. Every function takes the executor it runs on. */
import type { CheckoutItem, PaymentProviderKind } from '@medsutra/contract/payments/api';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type OrderRow = typeof orders.$inferSelect;

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

async function insertOrder(
  ex: DbExecutor,
  values: { userId: string; item: CheckoutItem; amountPaise: number; provider: PaymentProviderKind; at: Date },
): Promise<OrderRow> {
  const { item } = values;
  const [row] = await ex
    .insert(orders)
    .values({
      userId: values.userId,
      itemKind: item.kind,
      planId: item.kind === 'plan' ? item.planId : null,
      planPeriod: item.kind === 'plan' ? item.period : null,
      coinPackId: item.kind === 'coinPack' ? item.packId : null,
      goldenItemId: item.kind === 'goldenPdf' ? item.itemId : null,
      amountPaise: values.amountPaise,
      provider: values.provider,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  return row!;
}

async function setProviderOrderId(ex: DbExecutor, id: string, providerOrderId: string, at: Date) {
  await ex.update(orders).set({ providerOrderId, updatedAt: at }).where(eq(orders.id, id));
}

async function orderById(ex: DbExecutor, id: string): Promise<OrderRow | null> {
  const rows = await ex.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A user's newest orders first (the id breaks ties between orders made in the same instant). */
async function ordersOfUser(ex: DbExecutor, userId: string, limit: number): Promise<OrderRow[]> {
  return ex
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

async function orderByProviderOrderId(ex: DbExecutor, providerOrderId: string): Promise<OrderRow | null> {
  const rows = await ex.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Marks an order paid (from created or failed: a success that arrives after a failure still
 * counts). The first confirmation's time and payment id are kept.
 */
async function markPaid(ex: DbExecutor, id: string, providerPaymentId: string | null, at: Date) {
  await ex
    .update(orders)
    .set({
      status: 'paid',
      paidAt: sql`coalesce(${orders.paidAt}, ${timestamp(at)})`,
      providerPaymentId: sql`coalesce(${orders.providerPaymentId}, ${providerPaymentId})`,
      failureReason: null,
      updatedAt: at,
    })
    .where(eq(orders.id, id));
}

/** Claims the grant: exactly one caller gets the row back, whoever comes first. */
async function claimGrant(ex: DbExecutor, id: string, at: Date): Promise<OrderRow | null> {
  const rows = await ex
    .update(orders)
    .set({ grantedAt: at })
    .where(and(eq(orders.id, id), isNull(orders.grantedAt), eq(orders.status, 'paid')))
    .returning();
  return rows[0] ?? null;
}

/** A failure changes only an order still waiting: a paid order stays paid. */
async function markFailed(ex: DbExecutor, id: string, reason: string, at: Date): Promise<boolean> {
  const rows = await ex
    .update(orders)
    .set({ status: 'failed', failureReason: reason, updatedAt: at })
    .where(and(eq(orders.id, id), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records a webhook event; null when its id was seen before (a replay). */
async function recordEvent(
  ex: DbExecutor,
  values: { provider: string; eventId: string; eventName: string; providerOrderId: string | null; at: Date },
): Promise<number | null> {
  const { at, ...event } = values;
  const rows = await ex
    .insert(paymentEvents)
    .values({ ...event, outcome: 'received', receivedAt: at })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows[0]?.id ?? null;
}

async function setEventOutcome(ex: DbExecutor, id: number, outcome: string, orderId: string | null) {
  await ex.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.id, id));
}

/** Every order, oldest first, for the admins' export. */
async function allOrders(ex: DbExecutor): Promise<OrderRow[]> {
  return ex.select().from(orders).orderBy(orders.createdAt, orders.id);
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createPaymentsRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    insertOrder,
    setProviderOrderId,
    orderById,
    ordersOfUser,
    orderByProviderOrderId,
    markPaid,
    claimGrant,
    markFailed,
    recordEvent,
    setEventOutcome,
    allOrders,
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** The subject's orders and their webhook events, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const orderRows = await tx.select().from(orders).where(eq(orders.userId, subject.id));
  const ids = orderRows.map((order) => order.id);
  return {
    orders: orderRows,
    payment_events: ids.length ? await tx.select().from(paymentEvents).where(inArray(paymentEvents.orderId, ids)) : [],
  };
}

/** Erasure keeps every payment record (the law requires them): nothing to do. */
async function erasePersonalRows(_tx: DbExecutor, _subject: PersonalDataSubject): Promise<string[]> {
  return [];
}
