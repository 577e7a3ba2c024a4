/**
 * Listings as the store shows them: with their sellers' public names, the listing a viewer may
 * see, and the replies for a buyer (`Listing`) and for the seller (`MyListing`).
 */
import { type Listing, type MyListing, storesMessages } from '@medsutra/contract/stores/api';
import type { DbExecutor } from '../../db/executor.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { ListingFigures, ListingView } from './repository.ts';
import type { StoreContext, StoresDeps } from './store-deps.ts';

export type ListingViews = ReturnType<typeof createListingViews>;

export function createListingViews(deps: Pick<StoreContext, 'db' | 'repo'> & Pick<StoresDeps, 'users'>) {
  const { repo } = deps;

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

  return { named, viewOf, visibleListing };
}

export function toListing(view: ListingView, viewerId: string, owned: boolean): Listing {
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

export function toMyListing(
  view: ListingView,
  earnings: { pending: number; available: number } | undefined,
): MyListing {
  return {
    ...toListing(view, view.listing.sellerId, false),
    rejectionReason: view.listing.rejectionReason,
    sourcePdfId: view.listing.sourcePdfId,
    earningsPending: Number(earnings?.pending ?? 0),
    earningsAvailable: Number(earnings?.available ?? 0),
  };
}
