/**
 * A seller's listings: listing a PDF of their own, editing it (which may send it back to review),
 * their listings with their earnings, and sharing one to Medstagram; and the store as a buyer
 * browses it.
 */
import crypto from 'node:crypto';
import { notesMessages } from '@medsutra/contract/notes/api';
import {
  type Listing,
  type ListingCreateRequest,
  type ListingUpdateRequest,
  listingCreateRequestSchema,
  type MyListing,
  PREVIEW_FIRST_PAGES,
  storesMessages,
} from '@medsutra/contract/stores/api';
import type { DbExecutor } from '../../db/executor.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { type ListingViews, toListing, toMyListing } from './listing-views.ts';
import type { PreviewsService } from './previews-service.ts';
import type { ListingFilters, ListingView, StoresRepository } from './repository.ts';
import type { StoreContext, StorePdfs, StoresDeps } from './store-deps.ts';

export function createListingsService(
  deps: StoreContext &
    Pick<StoresDeps, 'library' | 'pdfs' | 'files' | 'jobs' | 'shareToMedstagram'> & {
      views: ListingViews;
      previews: Pick<PreviewsService, 'sendPreviewJob'>;
      /** Pays out the seller's shares whose window has passed before their earnings are shown. */
      releaseDue: (sellerId?: string) => Promise<number>;
    },
) {
  const { repo, clock, views, previews } = deps;

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

  return {
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
        await previews.sendPreviewJob(tx, id, file.fileSha256);
        return inserted;
      });
      const view = await views.viewOf(deps.db, row.id);
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
      const patch: Parameters<StoresRepository['updateListing']>[2] = { updatedAt: now };
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
          await previews.sendPreviewJob(tx, id, patch.fileSha256 ?? listing.fileSha256);
        });
      } else {
        await repo.updateListing(deps.db, id, patch);
      }
      const view = await views.viewOf(deps.db, id);
      return toMyListing(view!, undefined);
    },

    async browse(user: SessionUser, filters: ListingFilters): Promise<Listing[]> {
      const listed = await views.named(deps.db, await repo.listApprovedListings(deps.db, filters));
      const owned = await repo.ownedListingIds(
        deps.db,
        user.id,
        listed.map((view) => view.listing.id),
      );
      return listed.map((view) => toListing(view, user.id, owned.has(view.listing.id)));
    },

    async listing(user: SessionUser, id: string): Promise<Listing> {
      const view = await views.visibleListing(user, id);
      const owned = await repo.ownedListingIds(deps.db, user.id, [id]);
      return toListing(view, user.id, owned.has(id));
    },

    async myListings(user: SessionUser) {
      await deps.releaseDue(user.id);
      const [listed, earnings] = await Promise.all([
        repo.listSellerListings(deps.db, user.id).then((rows) => views.named(deps.db, rows)),
        repo.sellerEarnings(deps.db, user.id),
      ]);
      const byListing = new Map(earnings.map((row) => [row.listingId, row]));
      const listings = listed.map((view) => toMyListing(view, byListing.get(view.listing.id)));
      return {
        listings,
        earnings: {
          pending: listings.reduce((sum, listing) => sum + listing.earningsPending, 0),
          available: listings.reduce((sum, listing) => sum + listing.earningsAvailable, 0),
          sales: listings.reduce((sum, listing) => sum + listing.sales, 0),
        },
      };
    },

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

    /** A listing as the moderation queue describes it (seller's name and handle included). */
    listingViewFor(exec: DbExecutor, listingId: string): Promise<ListingView | null> {
      return views.viewOf(exec, listingId);
    },

    /** A listing's row, read inside the caller's transaction. */
    listingIn(exec: DbExecutor, listingId: string) {
      return repo.findListing(exec, listingId);
    },
  };
}
