/**
 * The notes store's part in the moderation queue: a `listing` can be reported; upholding a report
 * takes the listing down and gives buyers whose seller share is still held their coins back (the
 * seller's pending earnings from it are never paid). Wired into the moderation module at merge.
 */
import { listingReportReasons } from '@medsutra/contract/stores/api';
import type { ReportTarget } from '../moderation/report-target.ts';
import type { StoresService } from './service.ts';

export function listingReportTarget(
  stores: Pick<StoresService, 'takeDownInTransaction' | 'listingViewFor' | 'listingIn'>,
): ReportTarget {
  return {
    kind: 'listing',
    reasons: listingReportReasons,
    async describe(db, targetId, viewerUserId) {
      const view = await stores.listingViewFor(db, targetId);
      if (!view) return null;
      const { listing } = view;
      if (listing.status !== 'approved' && listing.sellerId !== viewerUserId) return null;
      const by = view.sellerHandle ? `@${view.sellerHandle}` : view.sellerName;
      return {
        title: `Notes listing by ${by}: ${listing.title}`,
        ownerUserId: listing.sellerId,
        link: `/stores/browse?listing=${listing.id}`,
        hidden: listing.status === 'taken_down',
      };
    },
    async takeDown(tx, targetId, context) {
      const listing = await stores.listingIn(tx, targetId);
      if (!listing || listing.status === 'taken_down') return;
      await stores.takeDownInTransaction(tx, targetId, context.reason, context.now);
    },
  };
}
