/**
 * Refunds: a buyer asks within the refund window, an admin decides, and a takedown refunds every
 * buyer whose seller share is still held. A refund takes back the buyer's spend and the purchased
 * copy; the held share is simply never released, so the ledger balances at every moment.
 */
import crypto from 'node:crypto';
import { REFUND_WINDOW_DAYS, storesMessages } from '@medsutra/contract/stores/api';
import type { DbTransaction } from '../../db/executor.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { OrderRow } from './repository.ts';
import type { StoreContext, StoresDeps } from './store-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createRefundsService(deps: StoreContext & Pick<StoresDeps, 'ledger' | 'pdfs' | 'users'>) {
  const { repo, clock } = deps;

  async function refundOrder(tx: DbTransaction, order: OrderRow, now: Date, reason: string) {
    const refunded = await repo.markRefunded(tx, order.id, now);
    if (!refunded) throw conflict(storesMessages.orderNotRefundable);
    await deps.ledger.refund({ userId: order.buyerId, spendKey: order.spendKey, reason, reference: order.id }, tx);
    if (order.buyerPdfId) await deps.pdfs.removeCopy(tx, order.buyerPdfId);
  }

  return {
    /** Takes a listing off sale and gives every buyer whose seller share is still held their coins back. */
    async takeDownInTransaction(tx: DbTransaction, listingId: string, reason: string, now: Date) {
      const listing = await repo.updateListing(tx, listingId, {
        status: 'taken_down',
        rejectionReason: reason,
        updatedAt: now,
      });
      if (!listing) throw notFound(storesMessages.listingNotFound);
      const held = await repo.heldOrdersOfListing(tx, listingId);
      for (const order of held) await refundOrder(tx, order, now, reason);
      return { listing, refundedOrders: held.length };
    },

    async requestRefund(user: SessionUser, orderId: string, reason: string) {
      const order = await repo.findOrder(deps.db, orderId);
      if (!order || order.buyerId !== user.id) throw notFound(storesMessages.orderNotFound);
      if (order.status !== 'paid' || order.releasedAt) throw conflict(storesMessages.orderNotRefundable);
      if (clock().getTime() > order.createdAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) {
        throw conflict(storesMessages.refundWindowOver);
      }
      const row = await repo.insertRefundRequest(deps.db, {
        id: crypto.randomUUID(),
        orderId,
        reason,
        createdAt: clock(),
      });
      if (!row) throw conflict(storesMessages.refundAlreadyAsked);
    },

    async refunds(admin: SessionUser) {
      requireAdmin(admin);
      const rows = await repo.listRefundRequests(deps.db);
      const names = await deps.users.namesOf(
        deps.db,
        rows.map((row) => row.order.buyerId),
      );
      return rows
        .flatMap((row) => {
          const buyer = names.get(row.order.buyerId);
          return buyer ? [{ row, buyerName: buyer.fullName }] : [];
        })
        .map(({ row, buyerName }) => ({
          id: row.request.id,
          orderId: row.order.id,
          listingTitle: row.listingTitle,
          buyerName,
          priceCoins: row.order.priceCoins,
          reason: row.request.reason,
          status: row.request.status,
          createdAt: row.request.createdAt.toISOString(),
        }));
    },

    /** Approving reverses both sides: the buyer's spend comes back, the held share is never paid. */
    async decideRefund(admin: SessionUser, id: string, decision: 'approve' | 'decline') {
      requireAdmin(admin);
      const now = clock();
      await deps.db.transaction(async (tx) => {
        const request = await repo.findRefundRequest(tx, id);
        if (!request) throw notFound(storesMessages.refundNotPending);
        const refunded = await repo.findOrder(tx, request.orderId);
        if (refunded && (refunded.buyerId === admin.id || refunded.sellerId === admin.id)) {
          throw forbidden(storesMessages.ownRefundDecision);
        }
        const decided = await repo.decideRefundRequest(tx, id, {
          status: decision === 'approve' ? 'approved' : 'declined',
          decidedBy: admin.id,
          decidedAt: now,
        });
        if (!decided) throw conflict(storesMessages.refundNotPending);
        if (decision === 'approve') {
          const order = await repo.findOrder(tx, request.orderId);
          if (!order) throw notFound(storesMessages.orderNotFound);
          await refundOrder(tx, order, now, 'Refund approved by MedSutra');
        }
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: `store.refund.${decision}`,
            targetKind: 'store_order',
            targetId: request.orderId,
            detail: { requestId: id },
          },
          now,
        );
      });
    },
  };
}
