/**
 * The notes store's rows in a student's export, and what erasure does to them: their ratings go
 * (their reports are the moderation module's); their listings are taken off sale but kept (buyers keep reading what they paid for,
 * and the seller's name goes with the account's); orders stay, as the ledger entries they match do.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { storeListings, storeOrders, storeRatings, storeRefundRequests } from '../../db/schema.ts';
import { anonymised, deleted, kept, type PersonalDataSource } from '../../lib/personal-data.ts';

export const storesPersonalData: PersonalDataSource = {
  tables: {
    store_listings: kept(
      'Buyers keep the notes they paid for; the listing is taken off sale and the seller is anonymised with the account',
    ),
    store_orders: kept('A sale moved Med Coins: the order stays with the ledger entries it explains'),
    store_ratings: deleted,
    store_refund_requests: anonymised,
  },
  async exportRows(tx, subject) {
    const orders = await tx
      .select()
      .from(storeOrders)
      .where(or(eq(storeOrders.buyerId, subject.id), eq(storeOrders.sellerId, subject.id)));
    const orderIds = orders.filter((order) => order.buyerId === subject.id).map((order) => order.id);
    return {
      store_listings: await tx
        .select({
          id: storeListings.id,
          title: storeListings.title,
          description: storeListings.description,
          priceCoins: storeListings.priceCoins,
          status: storeListings.status,
          rejectionReason: storeListings.rejectionReason,
          createdAt: storeListings.createdAt,
        })
        .from(storeListings)
        .where(eq(storeListings.sellerId, subject.id)),
      store_orders: orders,
      store_ratings: await tx.select().from(storeRatings).where(eq(storeRatings.buyerId, subject.id)),
      store_refund_requests:
        orderIds.length === 0
          ? []
          : await tx.select().from(storeRefundRequests).where(inArray(storeRefundRequests.orderId, orderIds)),
    };
  },
  async erase(tx, subject) {
    await tx
      .update(storeListings)
      .set({ status: 'taken_down', rejectionReason: 'The seller closed their account.' })
      .where(and(eq(storeListings.sellerId, subject.id), inArray(storeListings.status, ['pending', 'approved'])));
    await tx.delete(storeRatings).where(eq(storeRatings.buyerId, subject.id));
    await tx.update(storeRefundRequests).set({ decidedBy: null }).where(eq(storeRefundRequests.decidedBy, subject.id));
    return undefined;
  },
};
