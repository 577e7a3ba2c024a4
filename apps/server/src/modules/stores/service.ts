/**
 * The notes marketplace's rules. A sale is one transaction: the buyer's spend in the ledger, the
 * order (with the seller's share held and MedSutra's share, which add up to the price) and the
 * buyer's purchased copy. The held share enters the seller's ledger only when its window passes
 * (`releaseDue`, with the injected clock), so a refund or takedown before then takes back the
 * buyer's spend and simply never releases the share: the ledger balances at every moment.
 */
import crypto from 'node:crypto';
import { notesMessages } from '@medsutra/contract/notes/api';
import {
  HOLDING_DAYS,
  type Listing,
  type ListingCreateRequest,
  type ListingUpdateRequest,
  listingCreateRequestSchema,
  type MyListing,
  PREVIEW_FIRST_PAGES,
  REFUND_WINDOW_DAYS,
  type StoreOrder,
  splitSale,
  storesMessages,
} from '@medsutra/contract/stores/api';
import type { FileStore } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { RenderedPage } from '../../lib/pdf-pages.ts';
import { maskEmail, type WatermarkMark } from '../../lib/pdf-watermark.ts';
import { readAll } from '../../lib/read-stream.ts';
import { isFileLimitError } from '../../lib/untrusted/limits.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import {
  createStoresRepository,
  type ListingFigures,
  type ListingFilters,
  type ListingView,
  type OrderRow,
  type StoresRepository,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the store needs from the economy: the ledger operations, inside the caller's transaction. */
export interface StoreLedger {
  spend(
    input: {
      userId: string;
      coins: number;
      kind: 'store_purchase';
      reason: string;
      reference: string;
      idempotencyKey: string;
    },
    tx?: DbExecutor,
  ): Promise<{ coinBalance: number }>;
  award(
    input: {
      userId: string;
      coins: number;
      kind: 'store_sale';
      reason: string;
      reference: string;
      idempotencyKey: string;
    },
    tx?: DbExecutor,
  ): Promise<unknown>;
  refund(
    input: { userId: string; spendKey: string; reason: string; reference?: string },
    tx?: DbExecutor,
  ): Promise<unknown>;
  balances(userId: string): Promise<{ coinBalance: number }>;
}

/** What the store needs from the notes module: the seller's PDF, and buyers' purchased copies. */
export interface StorePdfs {
  /** The seller's own upload (403/404 from the notes module when it is not theirs). */
  readOwn(
    user: SessionUser,
    pdfId: string,
  ): Promise<{ origin: 'own' | 'purchased'; bytes: Buffer; pageCount: number; sha256: string; unprocessable: boolean }>;
  grantCopy(
    tx: DbTransaction,
    copy: {
      id: string;
      userId: string;
      title: string;
      fileKey: string;
      fileSize: number;
      pageCount: number;
      sha256: string;
      orderId: string;
      createdAt: Date;
    },
  ): Promise<void>;
  removeCopy(tx: DbTransaction, pdfId: string): Promise<void>;
}

export interface SaleNotice {
  orderId: string;
  listingId: string;
  listingTitle: string;
  sellerId: string;
  buyerId: string;
  sellerShare: number;
  /** The sale's moment, on the store's clock. */
  now: Date;
}

/** The library's subjects and subtopics, so a listing names only ones that exist. */
export interface StoreLibrary {
  subjectExists(subjectId: string): Promise<boolean>;
  /** The subject of a subtopic, or null when there is no such subtopic. */
  subtopicSubject(subtopicId: string): Promise<string | null>;
}

export interface StoresDeps {
  db: Database;
  library: StoreLibrary;
  ledger: StoreLedger;
  pdfs: StorePdfs;
  files: FileStore;
  /** Draws the preview pages; called by the preview job only, never inside a request. */
  renderPages: (bytes: Uint8Array, pages: readonly number[]) => Promise<RenderedPage[]>;
  /** The queue the preview job is sent on (in the transaction that writes the listing). */
  jobs: Pick<JobQueue, 'send' | 'whenReady'>;
  now?: () => Date;
  /**
   * "Someone bought your note", written inside the sale's transaction (a sale is never without its
   * notification, and a rolled-back sale never notifies).
   */
  notifySale?: (tx: DbTransaction, sale: SaleNotice) => Promise<void>;
  /** The accounts' directory: sellers', buyers' and reporters' names (the store keeps only ids). */
  users: Pick<UserDirectory, 'namesOf' | 'contactsOf'>;
  /** The store's SQL; the module's own unless a test passes another. */
  repository?: StoresRepository;
  /**
   * Shares an approved listing to Medstagram inside the store's transaction: makes the post and
   * pays the share XP, or answers null when the listing already has its post.
   */
  shareToMedstagram?: (
    tx: DbTransaction,
    share: { listingId: string; sellerId: string; title: string; description: string; now: Date },
  ) => Promise<{ xpAwarded: number } | null>;
}

export const storePurchaseKey = (orderId: string) => `store-purchase:${orderId}`;
export const storeSaleKey = (orderId: string) => `store-sale:${orderId}`;
/**
 * A preview page's PNG, named by the file it was drawn from: a slow job for an earlier file can
 * never overwrite the previews of the file that replaced it.
 */
const previewKey = (listingId: string, fileSha256: string, page: number) =>
  `stores/${listingId}/preview-${fileSha256.slice(0, 16)}-${page}.png`;

export const STORES_PREVIEW_JOBS = {
  render: 'stores-render-previews',
  failed: 'stores-render-previews-failed',
} as const;
/** The preview job's data: the listing, and the file (by sha256) whose pages it draws. */
export interface PreviewJobData {
  listingId: string;
  fileSha256: string;
}

function isInsufficientCoins(error: unknown): error is AppError {
  return error instanceof AppError && error.details?.error === 'insufficient_coins';
}

export function createStoresService(deps: StoresDeps) {
  const clock = deps.now ?? (() => new Date());
  const notifySale = deps.notifySale ?? (async () => {});
  const repo = deps.repository ?? createStoresRepository();

  /** Listings with their sellers' public names, from the accounts' directory (an account gone takes its listings out of view). */
  async function named(exec: DbExecutor, rows: ListingFigures[]): Promise<ListingView[]> {
    const names = await deps.users.namesOf(
      exec,
      rows.map((row) => row.listing.sellerId),
    );
    return rows.flatMap((row) => {
      const seller = names.get(row.listing.sellerId);
      return seller ? [{ ...row, sellerName: seller.fullName, sellerHandle: seller.handle }] : [];
    });
  }

  async function viewOf(exec: DbExecutor, listingId: string): Promise<ListingView | null> {
    const row = await repo.findListingView(exec, listingId);
    return row ? ((await named(exec, [row]))[0] ?? null) : null;
  }

  function toListing(view: ListingView, viewerId: string, owned: boolean): Listing {
    const { listing } = view;
    return {
      id: listing.id,
      title: listing.title,
      description: listing.description,
      priceCoins: listing.priceCoins,
      subjectId: listing.subjectId,
      subtopicId: listing.subtopicId,
      pageCount: listing.pageCount,
      previewPages: listing.previewPages,
      previewStatus: listing.previewStatus,
      status: listing.status,
      sellerName: view.sellerName,
      sellerHandle: view.sellerHandle,
      ratingAverage: view.ratingAverage === null ? null : Math.round(Number(view.ratingAverage) * 10) / 10,
      ratingCount: Number(view.ratingCount),
      sales: Number(view.sales),
      createdAt: listing.createdAt.toISOString(),
      owned,
      mine: listing.sellerId === viewerId,
    };
  }

  function toMyListing(view: ListingView, earnings: { pending: number; available: number } | undefined): MyListing {
    return {
      ...toListing(view, view.listing.sellerId, false),
      rejectionReason: view.listing.rejectionReason,
      sourcePdfId: view.listing.sourcePdfId,
      earningsPending: Number(earnings?.pending ?? 0),
      earningsAvailable: Number(earnings?.available ?? 0),
    };
  }

  function toOrder(row: Awaited<ReturnType<typeof repo.listBuyerOrders>>[number]): StoreOrder {
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

  /** A listing the viewer may see: on sale, or theirs, or any to an admin. Otherwise 404. */
  async function visibleListing(user: SessionUser, id: string): Promise<ListingView> {
    const view = await viewOf(deps.db, id);
    if (!view) throw notFound(storesMessages.listingNotFound);
    const { listing } = view;
    if (listing.status !== 'approved' && listing.sellerId !== user.id && user.role !== 'admin') {
      throw notFound(storesMessages.listingNotFound);
    }
    return view;
  }

  /** The listing's subject and subtopic, checked against the library (a subtopic fixes its subject). */
  async function librarySubject(subjectId: string | null | undefined, subtopicId: string | null | undefined) {
    if (subtopicId) {
      const subject = await deps.library.subtopicSubject(subtopicId);
      if (!subject) throw badRequest(notesMessages.unknownSubtopic);
      return { subjectId: subject, subtopicId };
    }
    if (subjectId && !(await deps.library.subjectExists(subjectId))) throw badRequest(notesMessages.unknownSubject);
    return { subjectId: subjectId ?? null, subtopicId: null };
  }

  function checkPreviewPages(pages: readonly number[], pageCount: number): number[] {
    const unique = [...new Set(pages)].sort((a, b) => a - b);
    if (unique.some((page) => page > pageCount || page > PREVIEW_FIRST_PAGES)) {
      throw badRequest(storesMessages.previewPageMissing);
    }
    return unique;
  }

  /**
   * Copies the seller's PDF into the store. Its preview pages are drawn later, by the preview job
   * (`renderPreviews`), so a large PDF never holds the request (decision 069).
   */
  async function snapshot(user: SessionUser, listingId: string, pdfId: string, previewPages: readonly number[]) {
    let source: Awaited<ReturnType<StorePdfs['readOwn']>>;
    try {
      source = await deps.pdfs.readOwn(user, pdfId);
    } catch (error) {
      if (error instanceof AppError && (error.kind === 'forbidden' || error.kind === 'notFound')) {
        throw forbidden(storesMessages.pdfNotYours);
      }
      throw error;
    }
    if (source.origin !== 'own') throw forbidden(storesMessages.pdfNotYours);
    // A file that passed a limit of the file work can be neither previewed nor stamped (decision 073).
    if (source.unprocessable) throw badRequest(notesMessages.pdfUnprocessable);
    const pages = checkPreviewPages(previewPages, source.pageCount);
    const fileKey = `stores/${listingId}/${source.sha256}.pdf`;
    await deps.files.put(fileKey, source.bytes);
    return {
      fileKey,
      fileSha256: source.sha256,
      fileSize: source.bytes.length,
      pageCount: source.pageCount,
      previewPages: pages,
    };
  }

  /** Sends the preview job for the listing's file inside `tx` (await `jobs.whenReady()` first). */
  function sendPreviewJob(tx: DbTransaction, listingId: string, fileSha256: string) {
    return deps.jobs.send<PreviewJobData>(STORES_PREVIEW_JOBS.render, { listingId, fileSha256 }, { tx });
  }

  /** Takes a listing off sale and gives every buyer whose seller share is still held their coins back. */
  async function takeDownInTransaction(tx: DbTransaction, listingId: string, reason: string, now: Date) {
    const listing = await repo.updateListing(tx, listingId, {
      status: 'taken_down',
      rejectionReason: reason,
      updatedAt: now,
    });
    if (!listing) throw notFound(storesMessages.listingNotFound);
    const held = await repo.heldOrdersOfListing(tx, listingId);
    for (const order of held) await refundOrder(tx, order, now, reason);
    return { listing, refundedOrders: held.length };
  }

  async function refundOrder(tx: DbTransaction, order: OrderRow, now: Date, reason: string) {
    const refunded = await repo.markRefunded(tx, order.id, now);
    if (!refunded) throw conflict(storesMessages.orderNotRefundable);
    await deps.ledger.refund({ userId: order.buyerId, spendKey: order.spendKey, reason, reference: order.id }, tx);
    if (order.buyerPdfId) await deps.pdfs.removeCopy(tx, order.buyerPdfId);
  }

  /** Releases every held share whose window has passed (all sellers', or one seller's). */
  /** An admin never approves or rejects their own listing: the review is a second pair of eyes. */
  async function refuseOwnListing(tx: DbExecutor, admin: SessionUser, id: string) {
    const listing = await repo.findListing(tx, id);
    if (listing && listing.sellerId === admin.id) throw forbidden(storesMessages.ownListingReview);
  }

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

    /**
     * The preview job: draws the chosen pages of the listing's file and stores them, then marks
     * the previews ready. A job for a file the listing no longer has does nothing; a re-run writes
     * the same files under the same keys. A render error is thrown, so the queue retries it; a
     * file that passes a limit of the file work (decision 073) fails the previews at once, and a
     * retried job then finds them failed and stops: the file is never drawn again.
     */
    async renderPreviews(data: PreviewJobData): Promise<void> {
      const listing = await repo.findListing(deps.db, data.listingId);
      if (!listing || listing.fileSha256 !== data.fileSha256 || listing.previewStatus !== 'pending') return;
      const file = await deps.files.get(listing.fileKey);
      if (!file) throw new Error(`listing ${listing.id}: its file ${listing.fileKey} is missing`);
      let rendered: RenderedPage[];
      try {
        rendered = await deps.renderPages(await readAll(file.stream), listing.previewPages);
      } catch (error) {
        if (!isFileLimitError(error)) throw error;
        await repo.setPreviewStatus(deps.db, listing.id, { fileSha256: data.fileSha256, status: 'failed' });
        return;
      }
      for (const page of rendered) {
        await deps.files.put(previewKey(listing.id, listing.fileSha256, page.page), page.png);
      }
      // Ready only if the listing still wants these pages of this file (a newer edit sent its own job).
      await repo.setPreviewStatus(deps.db, listing.id, {
        fileSha256: data.fileSha256,
        previewPages: listing.previewPages,
        status: 'ready',
      });
    },

    /** Every attempt of the preview job failed: the seller sees that this PDF cannot be previewed. */
    async previewsFailed(data: PreviewJobData): Promise<void> {
      await repo.setPreviewStatus(deps.db, data.listingId, { fileSha256: data.fileSha256, status: 'failed' });
    },

    /** The watermark of a buyer's purchased copy (name, masked email, order), or null. */
    async watermarkFor(pdfId: string, userId: string): Promise<WatermarkMark | null> {
      const row = await repo.watermarkFor(deps.db, pdfId, userId);
      const buyer = row ? (await deps.users.contactsOf(deps.db, [userId])).get(userId) : undefined;
      return row && buyer ? { name: buyer.fullName, maskedEmail: maskEmail(buyer.email), orderId: row.orderId } : null;
    },

    async createListing(user: SessionUser, input: ListingCreateRequest): Promise<MyListing> {
      const body = listingCreateRequestSchema.parse(input);
      const subject = await librarySubject(body.subjectId, body.subtopicId);
      if (await repo.findSellerListingBySource(deps.db, user.id, body.pdfId))
        throw conflict(storesMessages.pdfAlreadyListed);
      const id = crypto.randomUUID();
      const file = await snapshot(user, id, body.pdfId, body.previewPages);
      const now = clock();
      await deps.jobs.whenReady();
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await repo.insertListing(tx, {
          id,
          sellerId: user.id,
          sourcePdfId: body.pdfId,
          ...file,
          title: body.title,
          description: body.description,
          ...subject,
          priceCoins: body.priceCoins,
          status: 'pending',
          previewStatus: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        await sendPreviewJob(tx, id, file.fileSha256);
        return inserted;
      });
      const view = await viewOf(deps.db, row.id);
      return toMyListing(view!, undefined);
    },

    /**
     * The seller edits a listing. A new title, description, price or file (or any edit of a
     * rejected listing) sends it back to review, off sale meanwhile (decision 078).
     */
    async updateListing(user: SessionUser, id: string, input: ListingUpdateRequest): Promise<MyListing> {
      const listing = await repo.findListing(deps.db, id);
      if (!listing || listing.sellerId !== user.id || listing.status === 'taken_down') {
        throw notFound(storesMessages.listingNotFound);
      }
      const now = clock();
      const patch: Parameters<typeof repo.updateListing>[2] = { updatedAt: now };
      if (input.title !== undefined) patch.title = input.title;
      if (input.description !== undefined) patch.description = input.description;
      if (input.priceCoins !== undefined) patch.priceCoins = input.priceCoins;
      if (input.subjectId !== undefined || input.subtopicId !== undefined) {
        const subjectId = input.subjectId === undefined ? listing.subjectId : input.subjectId;
        const subtopicId = input.subtopicId === undefined ? listing.subtopicId : input.subtopicId;
        Object.assign(patch, await librarySubject(subjectId, subtopicId));
      }
      const newFile = input.pdfId !== undefined && input.pdfId !== listing.sourcePdfId;
      if (newFile || input.previewPages !== undefined) {
        const file = await snapshot(
          user,
          id,
          input.pdfId ?? listing.sourcePdfId ?? '',
          input.previewPages ?? listing.previewPages,
        );
        Object.assign(patch, file, { previewStatus: 'pending' });
        if (input.pdfId) patch.sourcePdfId = input.pdfId;
      }
      // What a buyer pays for and reads changed: the listing leaves the store until an admin has
      // looked at it again (decision 078). A subject change or new preview pages of the same file
      // do not; they change neither what is sold nor its price.
      const rewritten =
        newFile ||
        (patch.title !== undefined && patch.title !== listing.title) ||
        (patch.description !== undefined && patch.description !== listing.description) ||
        (patch.priceCoins !== undefined && patch.priceCoins !== listing.priceCoins);
      if (rewritten || listing.status === 'rejected') {
        patch.status = 'pending';
        patch.rejectionReason = null;
      }
      if (patch.previewStatus === 'pending') {
        await deps.jobs.whenReady();
        await deps.db.transaction(async (tx) => {
          await repo.updateListing(tx, id, patch);
          await sendPreviewJob(tx, id, patch.fileSha256 ?? listing.fileSha256);
        });
      } else {
        await repo.updateListing(deps.db, id, patch);
      }
      const view = await viewOf(deps.db, id);
      return toMyListing(view!, undefined);
    },

    async browse(user: SessionUser, filters: ListingFilters): Promise<Listing[]> {
      const views = await named(deps.db, await repo.listApprovedListings(deps.db, filters));
      const owned = await repo.ownedListingIds(
        deps.db,
        user.id,
        views.map((view) => view.listing.id),
      );
      return views.map((view) => toListing(view, user.id, owned.has(view.listing.id)));
    },

    async listing(user: SessionUser, id: string): Promise<Listing> {
      const view = await visibleListing(user, id);
      const owned = await repo.ownedListingIds(deps.db, user.id, [id]);
      return toListing(view, user.id, owned.has(id));
    },

    /** A preview page's PNG: only the pages the seller chose, never the PDF. */
    async preview(user: SessionUser, id: string, page: number): Promise<Buffer> {
      const { listing } = await visibleListing(user, id);
      if (listing.previewStatus !== 'ready' || !listing.previewPages.includes(page)) {
        throw notFound(storesMessages.listingNotFound);
      }
      // Listings made before the preview job (decision 069) keep their previews under the old key.
      const file =
        (await deps.files.get(previewKey(id, listing.fileSha256, page))) ??
        (await deps.files.get(`stores/${id}/preview-${page}.png`));
      if (!file) throw notFound(storesMessages.listingNotFound);
      return readAll(file.stream);
    },

    async myListings(user: SessionUser) {
      await releaseDue(user.id);
      const [views, earnings] = await Promise.all([
        repo.listSellerListings(deps.db, user.id).then((rows) => named(deps.db, rows)),
        repo.sellerEarnings(deps.db, user.id),
      ]);
      const byListing = new Map(earnings.map((row) => [row.listingId, row]));
      const listings = views.map((view) => toMyListing(view, byListing.get(view.listing.id)));
      return {
        listings,
        earnings: {
          pending: listings.reduce((sum, listing) => sum + listing.earningsPending, 0),
          available: listings.reduce((sum, listing) => sum + listing.earningsAvailable, 0),
          sales: listings.reduce((sum, listing) => sum + listing.sales, 0),
        },
      };
    },

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
      await visibleListing(user, listingId);
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

    takeDownInTransaction,

    /** The seller shares their approved listing to Medstagram, once, for the share XP. */
    async shareListing(user: SessionUser, listingId: string): Promise<{ xpAwarded: number }> {
      const share = deps.shareToMedstagram;
      if (!share) throw new AppError('unavailable', storesMessages.shareNotApproved);
      return deps.db.transaction(async (tx) => {
        const listing = await repo.lockListing(tx, listingId);
        if (!listing) throw notFound(storesMessages.listingNotFound);
        if (listing.sellerId !== user.id) throw forbidden(storesMessages.shareNotApproved);
        if (listing.status !== 'approved') throw conflict(storesMessages.shareNotApproved);
        const shared = await share(tx, {
          listingId,
          sellerId: user.id,
          title: listing.title,
          description: listing.description,
          now: clock(),
        });
        if (!shared) throw conflict(storesMessages.alreadyShared);
        return shared;
      });
    },

    /** Each order's seller share and whether it is held, released or refunded (the payouts sheet). */
    payoutsForExport() {
      return repo.listOrdersForPayouts(deps.db);
    },

    /** A listing as the moderation queue describes it (seller's name and handle included). */
    listingViewFor(exec: DbExecutor, listingId: string): Promise<ListingView | null> {
      return viewOf(exec, listingId);
    },

    /** A listing's row, read inside the caller's transaction. */
    listingIn(exec: DbExecutor, listingId: string) {
      return repo.findListing(exec, listingId);
    },

    admin: {
      async queue(admin: SessionUser) {
        requireAdmin(admin);
        const views = await named(deps.db, await repo.listListingsByStatus(deps.db, 'pending'));
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
          await recordAdminAction(
            tx,
            { adminUserId: admin.id, action: 'store.listing.approve', targetKind: 'listing', targetId: id },
            now,
          );
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
          await recordAdminAction(
            tx,
            {
              adminUserId: admin.id,
              action: 'store.listing.reject',
              targetKind: 'listing',
              targetId: id,
              detail: { reason },
            },
            now,
          );
        });
      },

      async takeDown(admin: SessionUser, id: string, reason: string) {
        requireAdmin(admin);
        if (!reason) throw badRequest(storesMessages.takeDownReasonRequired);
        const now = clock();
        await deps.db.transaction(async (tx) => {
          const { refundedOrders } = await takeDownInTransaction(tx, id, reason, now);
          await recordAdminAction(
            tx,
            {
              adminUserId: admin.id,
              action: 'store.listing.take_down',
              targetKind: 'listing',
              targetId: id,
              detail: { reason, refundedOrders },
            },
            now,
          );
        });
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
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
