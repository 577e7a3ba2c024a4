/**
 * The admins' review of listings: the queue of pending listings, the whole file for the reviewer,
 * approval (only once the previews are ready), rejection with a reason the seller sees, and the
 * takedown of a listing on sale. Every decision is recorded in the admin audit log.
 */
import { storesMessages } from '@medsutra/contract/stores/api';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { type ListingViews, toMyListing } from './listing-views.ts';
import type { StoreContext, StoresDeps } from './store-deps.ts';

export function createListingReviewService(
  deps: StoreContext &
    Pick<StoresDeps, 'files'> & {
      views: Pick<ListingViews, 'named'>;
      /** Takes the listing off sale and refunds the buyers whose seller share is still held. */
      takeDownInTransaction: (
        tx: DbTransaction,
        listingId: string,
        reason: string,
        now: Date,
      ) => Promise<{ refundedOrders: number }>;
    },
) {
  const { repo, clock } = deps;

  /** An admin never approves or rejects their own listing: the review is a second pair of eyes. */
  async function refuseOwnListing(tx: DbExecutor, admin: SessionUser, id: string) {
    const listing = await repo.findListing(tx, id);
    if (listing && listing.sellerId === admin.id) throw forbidden(storesMessages.ownListingReview);
  }

  /** An admin's decision on a listing, in the admins' audit log. */
  function recordListingAction(
    tx: DbExecutor,
    admin: SessionUser,
    action: string,
    listingId: string,
    now: Date,
    detail?: Record<string, unknown>,
  ) {
    return recordAdminAction(
      tx,
      { adminUserId: admin.id, action, targetKind: 'listing', targetId: listingId, detail },
      now,
    );
  }

  return {
    async queue(admin: SessionUser) {
      requireAdmin(admin);
      const views = await deps.views.named(deps.db, await repo.listListingsByStatus(deps.db, 'pending'));
      return views.map((view) => ({ ...toMyListing(view, undefined), sellerUserId: view.listing.sellerId }));
    },

    /** The whole file, for an admin reviewing a listing (nobody else reads it without buying). */
    async listingFile(admin: SessionUser, id: string) {
      requireAdmin(admin);
      const listing = await repo.findListing(deps.db, id);
      if (!listing) throw notFound(storesMessages.listingNotFound);
      const file = await deps.files.get(listing.fileKey);
      if (!file) throw notFound(storesMessages.listingNotFound);
      return file;
    },

    async approve(admin: SessionUser, id: string) {
      requireAdmin(admin);
      const now = clock();
      await deps.db.transaction(async (tx) => {
        await refuseOwnListing(tx, admin, id);
        const row = await repo.approveListing(tx, id, now);
        if (!row) {
          const listing = await repo.findListing(tx, id);
          throw conflict(listing?.status === 'pending' ? storesMessages.previewsNotReady : storesMessages.notPending);
        }
        await recordListingAction(tx, admin, 'store.listing.approve', id, now);
      });
    },

    async reject(admin: SessionUser, id: string, reason: string) {
      requireAdmin(admin);
      if (!reason) throw badRequest(storesMessages.rejectReasonRequired);
      const now = clock();
      await deps.db.transaction(async (tx) => {
        await refuseOwnListing(tx, admin, id);
        const row = await repo.updateListing(
          tx,
          id,
          { status: 'rejected', rejectionReason: reason, updatedAt: now },
          'pending',
        );
        if (!row) throw conflict(storesMessages.notPending);
        await recordListingAction(tx, admin, 'store.listing.reject', id, now, { reason });
      });
    },

    async takeDown(admin: SessionUser, id: string, reason: string) {
      requireAdmin(admin);
      if (!reason) throw badRequest(storesMessages.takeDownReasonRequired);
      const now = clock();
      await deps.db.transaction(async (tx) => {
        const { refundedOrders } = await deps.takeDownInTransaction(tx, id, reason, now);
        await recordListingAction(tx, admin, 'store.listing.take_down', id, now, { reason, refundedOrders });
      });
    },
  };
}
