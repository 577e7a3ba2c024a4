/**
 * The payouts tab: one row per notes-store order with the seller's share and where it stands
 * (held until its release time, released to the seller, or refunded to the buyer).
 */
import type { UserDirectory } from '../auth/directory.ts';
import type { StoresService } from '../stores/service.ts';
import type { PayoutRows } from './service.ts';

const iso = (date: Date | null) => date?.toISOString() ?? '';

export function storePayoutRows(deps: {
  stores: Pick<StoresService, 'payoutsForExport'>;
  users: Pick<UserDirectory, 'contactsOf'>;
  db: Parameters<UserDirectory['contactsOf']>[0];
}): PayoutRows {
  return async () => {
    const rows = await deps.stores.payoutsForExport();
    const contacts = await deps.users.contactsOf(
      deps.db,
      rows.map(({ order }) => order.sellerId),
    );
    return [
      [
        'order_id',
        'listing_id',
        'listing_title',
        'seller_email',
        'price_coins',
        'seller_share_coins',
        'platform_share_coins',
        'payout_status',
        'release_at',
        'released_at',
        'refunded_at',
        'created_at',
      ],
      ...rows.map(({ order, listingTitle }) => [
        order.id,
        order.listingId,
        listingTitle,
        contacts.get(order.sellerId)?.email ?? '',
        order.priceCoins,
        order.sellerShare,
        order.platformShare,
        order.status === 'refunded' ? 'refunded' : order.releasedAt ? 'released' : 'held',
        iso(order.releaseAt),
        iso(order.releasedAt),
        iso(order.refundedAt),
        iso(order.createdAt),
      ]),
    ];
  };
}
