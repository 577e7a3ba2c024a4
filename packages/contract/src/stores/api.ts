/**
 * The notes marketplace (issue 22): students list their own PDFs for Med Coins, others buy them.
 * The numbers are docs/product-rules.md's "Marketplace" table; the web app and the server both read them here.
 */
import { z } from 'zod';
import { withParam } from '../http/paths.ts';
import { successReply } from '../http/reply.ts';
import { displayText, text } from '../text.ts';

export const LISTING_PRICE_MIN = 50;
export const LISTING_PRICE_MAX = 5000;
/** The seller's share of a sale, in percent (rounded down); the rest is MedSutra's. */
export const SELLER_SHARE_PERCENT = 70;
/** The seller's share is held this long (the refund window), then becomes spendable. */
export const HOLDING_DAYS = 7;
/** @alias The refund window is the holding period: one rule, named for each place that reads it. */
export const REFUND_WINDOW_DAYS = HOLDING_DAYS;
export const PREVIEW_PAGES_MAX = 3;
/** Preview pages are chosen among the first pages of the PDF only. */
export const PREVIEW_FIRST_PAGES = 5;
export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 2000;
const REVIEW_MAX = 1000;

const listingStatuses = ['pending', 'approved', 'rejected', 'taken_down'] as const;
export type ListingStatus = (typeof listingStatuses)[number];
/** A listing's preview pages: being drawn by the preview job, stored, or impossible to draw. */
const listingPreviewStatuses = ['pending', 'ready', 'failed'] as const;
export type ListingPreviewStatus = (typeof listingPreviewStatuses)[number];
export const listingReportReasons = ['copyright', 'wrong_content', 'spam'] as const;
export type ListingReportReason = (typeof listingReportReasons)[number];
export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  copyright: 'Copyright: someone else’s work',
  wrong_content: 'Wrong or misleading content',
  spam: 'Spam',
};

/** Seller's share and MedSutra's of a price: they always add up to the price. */
export function splitSale(priceCoins: number): { sellerShare: number; platformShare: number } {
  const sellerShare = Math.floor((priceCoins * SELLER_SHARE_PERCENT) / 100);
  return { sellerShare, platformShare: priceCoins - sellerShare };
}

export const storesApiPaths = {
  listings: '/api/stores/listings',
  listing: '/api/stores/listings/:id',
  listingPreview: '/api/stores/listings/:id/previews/:page',
  purchase: '/api/stores/listings/:id/purchase',
  rating: '/api/stores/listings/:id/rating',
  myListings: '/api/stores/my-listings',
  myOrders: '/api/stores/my-orders',
  refundRequest: '/api/stores/orders/:id/refund-request',
  share: '/api/stores/listings/:id/share',
  adminQueue: '/api/admin/stores/queue',
  adminListingFile: '/api/admin/stores/listings/:id/file',
  adminApprove: '/api/admin/stores/listings/:id/approve',
  adminReject: '/api/admin/stores/listings/:id/reject',
  adminTakeDown: '/api/admin/stores/listings/:id/take-down',
  adminRefunds: '/api/admin/stores/refunds',
  adminRefundDecision: '/api/admin/stores/refunds/:id/:decision',
} as const;

export const listingUrl = (id: string) => withParam(storesApiPaths.listing, id);
export const listingPreviewUrl = (id: string, page: number) =>
  withParam(storesApiPaths.listingPreview, id).replace(':page', String(page));
export const purchaseUrl = (id: string) => withParam(storesApiPaths.purchase, id);
export const ratingUrl = (id: string) => withParam(storesApiPaths.rating, id);
export const shareListingUrl = (id: string) => withParam(storesApiPaths.share, id);
export const refundRequestUrl = (orderId: string) => withParam(storesApiPaths.refundRequest, orderId);
export const adminListingFileUrl = (id: string) => withParam(storesApiPaths.adminListingFile, id);
export const adminListingActionUrl = (id: string, action: 'approve' | 'reject' | 'take-down') =>
  withParam(
    action === 'approve'
      ? storesApiPaths.adminApprove
      : action === 'reject'
        ? storesApiPaths.adminReject
        : storesApiPaths.adminTakeDown,
    id,
  );
export const adminRefundDecisionUrl = (id: string, decision: 'approve' | 'decline') =>
  withParam(storesApiPaths.adminRefundDecision, id).replace(':decision', decision);

export const storesMessages = {
  priceRange: `Set a price from ${LISTING_PRICE_MIN} to ${LISTING_PRICE_MAX.toLocaleString('en-IN')} Med Coins.`,
  titleRequired: 'Please give the listing a title.',
  titleTooLong: `A listing's title can be at most ${LISTING_TITLE_MAX} characters.`,
  descriptionTooLong: `A description can be at most ${LISTING_DESCRIPTION_MAX.toLocaleString('en-IN')} characters.`,
  previewPages: `Choose up to ${PREVIEW_PAGES_MAX} preview pages among the first ${PREVIEW_FIRST_PAGES} pages of the PDF.`,
  previewPageMissing: 'A preview page you chose is past the end of the PDF.',
  pdfNotYours: 'You can only sell a PDF you uploaded yourself.',
  pdfAlreadyListed: 'This PDF is already listed in your store.',
  listingNotFound: 'This listing does not exist or is not for sale.',
  ownListing: 'This is your own listing: you cannot buy it.',
  /** An admin never judges their own listing or a refund on it: another admin does (issue 36). */
  ownListingReview: 'This is your own listing: another admin must review it.',
  ownRefundDecision: 'This refund concerns your own listing or order: another admin must decide it.',
  alreadyOwned: 'You already own this note. Open it from your purchased PDFs.',
  insufficientCoins: 'Insufficient Med Coins',
  rejectReasonRequired: 'Please say why the listing is rejected: the seller sees it.',
  notPending: 'Only a listing waiting for review can be approved or rejected.',
  ratingNeedsPurchase: 'Only a buyer of this note can rate it.',
  ratingRange: 'Give 1 to 5 stars.',
  reviewTooLong: `A review can be at most ${REVIEW_MAX.toLocaleString('en-IN')} characters.`,
  orderNotFound: 'This order does not exist, or it is not yours.',
  refundWindowOver: `Refunds can be asked for within ${REFUND_WINDOW_DAYS} days of buying.`,
  refundAlreadyAsked: 'You have already asked for a refund of this order.',
  refundReasonRequired: 'Please say why you want a refund.',
  orderNotRefundable: 'This order cannot be refunded any more.',
  refundNotPending: 'This refund request has already been decided.',
  takeDownReasonRequired: 'Please say why the listing is taken down.',
  shareNotApproved: 'Only your own listing, once it is approved and on sale, can be shared to Medstagram.',
  alreadyShared: 'This listing is already shared on Medstagram.',
  shared: (xp: number) => (xp > 0 ? `Shared to Medstagram. +${xp} XP` : 'Shared to Medstagram.'),
  previewsPending: 'Previews are being prepared. This page refreshes when they are ready.',
  previewsFailed:
    'We could not draw preview pages from this PDF: it may be damaged or protected. Upload a fresh copy of the file and choose it for this listing.',
  previewsNotReady:
    'This listing’s previews are still being prepared (or could not be made): approve it once they are ready.',
  listingSubmitted: 'Listing sent for review. An admin approves it before it goes on sale.',
  editGoesToReview:
    'A new price or PDF sends the listing back to review: it is off sale until an admin approves it again.',
  saleReason: (title: string) => `Sale of your note “${title}”`,
  purchaseReason: (title: string) => `Bought the note “${title}”`,
} as const;

const priceSchema = z
  .number({ error: storesMessages.priceRange })
  .int({ error: storesMessages.priceRange })
  .min(LISTING_PRICE_MIN, { error: storesMessages.priceRange })
  .max(LISTING_PRICE_MAX, { error: storesMessages.priceRange });
const titleSchema = displayText()
  .trim()
  .min(1, { error: storesMessages.titleRequired })
  .max(LISTING_TITLE_MAX, { error: storesMessages.titleTooLong });
const descriptionSchema = text().trim().max(LISTING_DESCRIPTION_MAX, { error: storesMessages.descriptionTooLong });
const previewPagesSchema = z
  .array(z.number().int().min(1).max(PREVIEW_FIRST_PAGES), { error: storesMessages.previewPages })
  .max(PREVIEW_PAGES_MAX, { error: storesMessages.previewPages });

export const listingCreateRequestSchema = z.object({
  pdfId: z.uuid(),
  title: titleSchema,
  description: descriptionSchema.default(''),
  priceCoins: priceSchema,
  subjectId: text().max(100).nullish(),
  subtopicId: text().max(200).nullish(),
  previewPages: previewPagesSchema.default([1]),
});
export type ListingCreateRequest = z.input<typeof listingCreateRequestSchema>;

/** Only the fields sent change (no defaults here: an edit of the price keeps the description). */
export const listingUpdateRequestSchema = z.object({
  pdfId: z.uuid().optional(),
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  priceCoins: priceSchema.optional(),
  subjectId: text().max(100).nullish(),
  subtopicId: text().max(200).nullish(),
  previewPages: previewPagesSchema.optional(),
});
export type ListingUpdateRequest = z.input<typeof listingUpdateRequestSchema>;

export const listingIdParamsSchema = z.object({ id: z.uuid({ error: storesMessages.listingNotFound }) });
export const listingPreviewParamsSchema = listingIdParamsSchema.extend({
  page: z.coerce.number().int().min(1).max(PREVIEW_FIRST_PAGES),
});

const listingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priceCoins: z.number().int(),
  subjectId: z.string().nullable(),
  subtopicId: z.string().nullable(),
  pageCount: z.number().int(),
  previewPages: z.array(z.number().int()),
  /** Whether the preview pages can be shown yet (decision 069). */
  previewStatus: z.enum(listingPreviewStatuses),
  status: z.enum(listingStatuses),
  sellerName: z.string(),
  sellerHandle: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  sales: z.number().int(),
  createdAt: z.string(),
  /** Whether the asker owns a copy (bought it). */
  owned: z.boolean(),
  /** Whether the asker is the seller. */
  mine: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;

const myListingSchema = listingSchema.extend({
  rejectionReason: z.string().nullable(),
  sourcePdfId: z.uuid().nullable(),
  earningsPending: z.number().int(),
  earningsAvailable: z.number().int(),
});
export type MyListing = z.infer<typeof myListingSchema>;

export const listingsQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  subjectId: text().max(100).optional(),
  subtopicId: text().max(200).optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  sort: z.enum(['newest', 'price_low', 'price_high', 'rating']).default('newest'),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type ListingsQuery = z.input<typeof listingsQuerySchema>;

export const listingReplySchema = successReply({ listing: listingSchema });
export const listingsReplySchema = successReply({ listings: z.array(listingSchema) });
export const listingCreatedReplySchema = successReply({ message: z.string(), listing: myListingSchema });
export const myListingsReplySchema = successReply({
  listings: z.array(myListingSchema),
  earnings: z.object({ pending: z.number().int(), available: z.number().int(), sales: z.number().int() }),
});
export type MyListingsReply = z.infer<typeof myListingsReplySchema>;

/** Where a buyer's refund request stands. */
const refundStatusSchema = z.enum(['pending', 'approved', 'declined']);

const orderSchema = z.object({
  id: z.uuid(),
  purchaseId: z.uuid(),
  listingId: z.uuid(),
  title: z.string(),
  priceCoins: z.number().int(),
  status: z.enum(['paid', 'refunded']),
  /** The buyer's copy in their purchased PDFs (null after a refund). */
  pdfId: z.uuid().nullable(),
  createdAt: z.string(),
  refundableUntil: z.string(),
  refundRequest: refundStatusSchema.nullable(),
  myRating: z.number().int().nullable(),
});
export type StoreOrder = z.infer<typeof orderSchema>;

export const purchaseRequestSchema = z.object({ purchaseId: z.uuid() });
export const purchaseReplySchema = successReply({ order: orderSchema, coinBalance: z.number().int() });
export type PurchaseReply = z.infer<typeof purchaseReplySchema>;
export const myOrdersReplySchema = successReply({ orders: z.array(orderSchema) });

export const ratingRequestSchema = z.object({
  stars: z
    .number({ error: storesMessages.ratingRange })
    .int()
    .min(1, { error: storesMessages.ratingRange })
    .max(5, { error: storesMessages.ratingRange }),
  review: text().trim().max(REVIEW_MAX, { error: storesMessages.reviewTooLong }).default(''),
});
export const refundRequestSchema = z.object({
  reason: text().trim().min(1, { error: storesMessages.refundReasonRequired }).max(1000),
});
export const reasonRequestSchema = z.object({ reason: text().trim().max(1000).default('') });
export const okReplySchema = successReply({ message: z.string() });
export const shareReplySchema = okReplySchema.extend({ xpAwarded: z.number().int() });

const adminListingSchema = myListingSchema.extend({ sellerUserId: z.uuid() });
export const adminQueueReplySchema = successReply({ listings: z.array(adminListingSchema) });
export type AdminListing = z.infer<typeof adminListingSchema>;

const adminRefundSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  listingTitle: z.string(),
  buyerName: z.string(),
  priceCoins: z.number().int(),
  reason: z.string(),
  status: refundStatusSchema,
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
export const adminRefundsReplySchema = successReply({ refunds: z.array(adminRefundSchema) });
export const refundDecisionParamsSchema = z.object({ id: z.uuid(), decision: z.enum(['approve', 'decline']) });
