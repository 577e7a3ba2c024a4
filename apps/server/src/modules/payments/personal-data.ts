/**
 * Orders, their webhook events and subscriptions: exported; kept at erasure because tax and
 * payment law require the records. They hold amounts and provider ids, never a name (the users
 * row they point at is anonymised).
 */
import { eq, inArray } from 'drizzle-orm';
import { orders, paymentEvents, subscriptions } from '../../db/schema.ts';
import { kept, type PersonalDataSource } from '../../lib/personal-data.ts';

const legalReason = 'payment records the law requires (kept without the name)';

export const paymentsPersonalData: PersonalDataSource = {
  tables: { orders: kept(legalReason), subscriptions: kept(legalReason) },
  async exportRows(tx, subject) {
    const orderRows = await tx.select().from(orders).where(eq(orders.userId, subject.id));
    const ids = orderRows.map((order) => order.id);
    return {
      orders: orderRows,
      payment_events: ids.length
        ? await tx.select().from(paymentEvents).where(inArray(paymentEvents.orderId, ids))
        : [],
      subscriptions: await tx.select().from(subscriptions).where(eq(subscriptions.userId, subject.id)),
    };
  },
  async erase() {
    return undefined;
  },
};
