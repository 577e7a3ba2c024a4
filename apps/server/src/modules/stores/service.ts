/**
 * The notes marketplace's rules. A sale is one transaction: the buyer's spend in the ledger, the
 * order (with the seller's share held and MedSutra's share, which add up to the price) and the
 * buyer's purchased copy. The held share enters the seller's ledger only when its window passes
 * (`releaseDue`, with the injected clock), so a refund or takedown before then takes back the
 * buyer's spend and simply never releases the share: the ledger balances at every moment.
 *
 * The rules live in one file per use case; this factory puts them together as the one service
 * the routes, the jobs and the other modules use:
 * - `listings-service.ts`: a seller's listings, and the store as a buyer browses it;
 * - `listing-review-service.ts`: the admins' review queue, approval, rejection and takedown;
 * - `previews-service.ts`: the preview job and the preview pages it draws;
 * - `purchases-service.ts`: buying, a buyer's orders and ratings, a purchased copy's watermark;
 * - `refunds-service.ts`: refund requests, an admin's decision, a takedown's refunds;
 * - `payouts-service.ts`: releasing held shares, and the payouts sheet.
 */
import { createListingReviewService } from './listing-review-service.ts';
import { createListingViews } from './listing-views.ts';
import { createListingsService } from './listings-service.ts';
import { createPayoutsService } from './payouts-service.ts';
import { createPreviewsService } from './previews-service.ts';
import { createPurchasesService } from './purchases-service.ts';
import { createRefundsService } from './refunds-service.ts';
import { createStoresRepository } from './repository.ts';
import type { StoreContext, StoresDeps } from './store-deps.ts';

export function createStoresService(deps: StoresDeps) {
  const context: StoreContext = {
    db: deps.db,
    repo: deps.repository ?? createStoresRepository(),
    clock: deps.now ?? (() => new Date()),
  };
  const views = createListingViews({ ...context, users: deps.users });
  const payouts = createPayoutsService({ ...context, ledger: deps.ledger });
  const refunds = createRefundsService({ ...context, ledger: deps.ledger, pdfs: deps.pdfs, users: deps.users });
  const previews = createPreviewsService({
    ...context,
    files: deps.files,
    renderPages: deps.renderPages,
    jobs: deps.jobs,
    views,
  });
  const listings = createListingsService({
    ...context,
    library: deps.library,
    pdfs: deps.pdfs,
    files: deps.files,
    jobs: deps.jobs,
    ...(deps.shareToMedstagram ? { shareToMedstagram: deps.shareToMedstagram } : {}),
    views,
    previews,
    releaseDue: payouts.releaseDue,
  });
  const review = createListingReviewService({
    ...context,
    files: deps.files,
    views,
    takeDownInTransaction: refunds.takeDownInTransaction,
  });
  const purchases = createPurchasesService({
    ...context,
    ledger: deps.ledger,
    pdfs: deps.pdfs,
    users: deps.users,
    ...(deps.notifySale ? { notifySale: deps.notifySale } : {}),
    views,
  });

  return {
    ...listings,
    ...purchases,
    releaseDue: payouts.releaseDue,
    payoutsForExport: payouts.payoutsForExport,
    renderPreviews: previews.renderPreviews,
    previewsFailed: previews.previewsFailed,
    preview: previews.preview,
    requestRefund: refunds.requestRefund,
    takeDownInTransaction: refunds.takeDownInTransaction,
    admin: {
      ...review,
      refunds: refunds.refunds,
      decideRefund: refunds.decideRefund,
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
