/**
 * Buying a listing, and what a buyer then has: their orders, their rating of what they bought,
 * and the watermark of their purchased copy. A sale is one transaction: the buyer's spend in the
 * ledger, the order (with the seller's share held and MedSutra's share, which add up to the
 * price), the buyer's purchased copy and the seller's notification.
 */
import crypto from 'node:crypto';
import {
  HOLDING_DAYS,
  REFUND_WINDOW_DAYS,
  type StoreOrder,
  splitSale,
  storesMessages,
} from '@medsutra/contract/stores/api';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { maskEmail, type WatermarkMark } from '../../lib/pdf-watermark.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { ListingViews } from './listing-views.ts';
import type { StoresRepository } from './repository.ts';
import type { StoreContext, StoresDeps } from './store-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const storePurchaseKey = (orderId: string) => `store-purchase:${orderId}`;

function isInsufficientCoins(error: unknown): error is AppError {
  return error instanceof AppError && error.details?.error === 'insufficient_coins';
}

function toOrder(row: Awaited<ReturnType<StoresRepository['listBuyerOrders']>>[number]): StoreOrder {
  const { order } = row;
  return {
    id: order.id,
    purchaseId: order.purchaseId,
    listingId: order.listingId,
    title: row.title,
    priceCoins: order.priceCoins,
    status: order.status,
    pdfId: order.buyerPdfId,
    createdAt: order.createdAt.toISOString(),
    refundableUntil: new Date(order.createdAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS).toISOString(),
    refundRequest: row.refundRequest,
    myRating: row.myRating,
  };
}

export function createPurchasesService(
  deps: StoreContext &
    Pick<StoresDeps, 'ledger' | 'pdfs' | 'users' | 'notifySale'> & { views: Pick<ListingViews, 'visibleListing'> },
) {
  const { repo, clock } = deps;
  const notifySale = deps.notifySale ?? (async () => {});

  return {
    /**
     * Buys a listing once per `purchaseId`: a repeated id answers with the same order and charges
     * nothing; a second purchase id for a listing the buyer owns is refused.
     */
    async purchase(
      user: SessionUser,
      listingId: string,
      purchaseId: string,
    ): Promise<{ order: StoreOrder; coinBalance: number }> {
      const outcome = await deps.db.transaction(async (tx) => {
        const now = clock();
        const earlier = await repo.findOrderByPurchase(tx, user.id, purchaseId);
        if (earlier) return { order: earlier, coinBalance: null };
        const listing = await repo.lockListing(tx, listingId);
        if (listing?.status !== 'approved') throw notFound(storesMessages.listingNotFound);
        if (listing.sellerId === user.id) throw forbidden(storesMessages.ownListing);
        const orderId = crypto.randomUUID();
        const { sellerShare, platformShare } = splitSale(listing.priceCoins);
        const order = await repo.insertOrder(tx, {
          id: orderId,
          purchaseId,
          listingId,
          buyerId: user.id,
          sellerId: listing.sellerId,
          priceCoins: listing.priceCoins,
          sellerShare,
          platformShare,
          spendKey: storePurchaseKey(orderId),
          releaseAt: new Date(now.getTime() + HOLDING_DAYS * DAY_MS),
          createdAt: now,
        });
        if (!order) {
          // Another request won: the same click (same purchase id) or a second purchase of one listing.
          const same = await repo.findOrderByPurchase(tx, user.id, purchaseId);
          if (same) return { order: same, coinBalance: null };
          throw conflict(storesMessages.alreadyOwned);
        }
        let coinBalance: number;
        try {
          ({ coinBalance } = await deps.ledger.spend(
            {
              userId: user.id,
              coins: listing.priceCoins,
              kind: 'store_purchase',
              reason: storesMessages.purchaseReason(listing.title),
              reference: orderId,
              idempotencyKey: order.spendKey,
            },
            tx,
          ));
        } catch (error) {
          if (isInsufficientCoins(error)) {
            throw new AppError('paymentRequired', storesMessages.insufficientCoins, { details: error.details ?? {} });
          }
          throw error;
        }
        const copyId = crypto.randomUUID();
        await deps.pdfs.grantCopy(tx, {
          id: copyId,
          userId: user.id,
          title: listing.title,
          fileKey: listing.fileKey,
          fileSize: listing.fileSize,
          pageCount: listing.pageCount,
          sha256: listing.fileSha256,
          orderId,
          createdAt: now,
        });
        await repo.setOrderPdf(tx, orderId, copyId);
        // The seller's notification is part of the sale: written with it, or not at all.
        await notifySale(tx, {
          orderId,
          listingId,
          listingTitle: listing.title,
          sellerId: listing.sellerId,
          buyerId: user.id,
          sellerShare,
          now,
        });
        return { order: { ...order, buyerPdfId: copyId }, coinBalance };
      });
      if (outcome.order.listingId !== listingId) throw conflict(storesMessages.alreadyOwned);
      const [row] = (await repo.listBuyerOrders(deps.db, user.id)).filter(
        (candidate) => candidate.order.id === outcome.order.id,
      );
      const coinBalance = outcome.coinBalance ?? (await deps.ledger.balances(user.id)).coinBalance;
      return { order: toOrder(row!), coinBalance };
    },

    async myOrders(user: SessionUser): Promise<StoreOrder[]> {
      return (await repo.listBuyerOrders(deps.db, user.id)).map(toOrder);
    },

    async rate(user: SessionUser, listingId: string, input: { stars: number; review: string }) {
      await deps.views.visibleListing(user, listingId);
      if (!(await repo.findActiveOrder(deps.db, listingId, user.id)))
        throw forbidden(storesMessages.ratingNeedsPurchase);
      await repo.upsertRating(deps.db, {
        listingId,
        buyerId: user.id,
        stars: input.stars,
        review: input.review,
        createdAt: clock(),
      });
    },

    /** The watermark of a buyer's purchased copy (name, masked email, order), or null. */
    async watermarkFor(pdfId: string, userId: string): Promise<WatermarkMark | null> {
      const row = await repo.watermarkFor(deps.db, pdfId, userId);
      const buyer = row ? (await deps.users.contactsOf(deps.db, [userId])).get(userId) : undefined;
      return row && buyer ? { name: buyer.fullName, maskedEmail: maskEmail(buyer.email), orderId: row.orderId } : null;
    },
  };
}
