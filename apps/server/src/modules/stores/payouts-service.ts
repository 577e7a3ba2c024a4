/**
 * Sellers' payouts: a sale's seller share is held, and enters the seller's ledger only when its
 * holding window has passed on the store's clock (`releaseDue`: the hourly job, and whenever a
 * seller opens their listings). A share that is refunded first is never released.
 */
import { storesMessages } from '@medsutra/contract/stores/api';
import type { StoreContext, StoresDeps } from './store-deps.ts';

const storeSaleKey = (orderId: string) => `store-sale:${orderId}`;

export function createPayoutsService(deps: StoreContext & Pick<StoresDeps, 'ledger'>) {
  const { repo, clock } = deps;

  /** Releases every held share whose window has passed (all sellers', or one seller's). */
  async function releaseDue(sellerId?: string): Promise<number> {
    const now = clock();
    let released = 0;
    for (const order of await repo.dueOrders(deps.db, now, sellerId)) {
      const done = await deps.db.transaction(async (tx) => {
        const row = await repo.markReleased(tx, order.id, now);
        if (!row) return false;
        const listing = await repo.findListing(tx, row.listingId);
        await deps.ledger.award(
          {
            userId: row.sellerId,
            coins: row.sellerShare,
            kind: 'store_sale',
            reason: storesMessages.saleReason(listing?.title ?? ''),
            reference: row.id,
            idempotencyKey: storeSaleKey(row.id),
          },
          tx,
        );
        return true;
      });
      if (done) released++;
    }
    return released;
  }

  return {
    releaseDue,

    /** Each order's seller share and whether it is held, released or refunded (the payouts sheet). */
    payoutsForExport() {
      return repo.listOrdersForPayouts(deps.db);
    },
  };
}
