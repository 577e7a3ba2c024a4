import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userRef } from './columns.ts';
import { userPdfs } from './notes.ts';
import { users } from './users.ts';

/**
 * A notes-marketplace listing: a snapshot of one of the seller's PDFs (its bytes copied to
 * `fileKey`, so buyers keep their copy whatever the seller later does with the original), on sale
 * once an admin approves it. Previews are server-rendered PNGs of pages the seller chose.
 */
export const storeListings = pgTable(
  'store_listings',
  {
    id: uuid('id').primaryKey(),
    sellerId: userRef('seller_id'),
    sourcePdfId: uuid('source_pdf_id').references(() => userPdfs.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    fileSha256: text('file_sha256').notNull(),
    fileSize: integer('file_size').notNull(),
    pageCount: integer('page_count').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subjectId: text('subject_id'),
    subtopicId: text('subtopic_id'),
    priceCoins: integer('price_coins').notNull(),
    previewPages: jsonb('preview_pages').$type<number[]>().notNull().default([]),
    /** pending → approved | rejected; approved → taken_down; a new file sends it back to pending. */
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'taken_down'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    /**
     * The preview pages' PNGs: `pending` while the preview job renders them (a new file or new
     * pages), `ready` once stored, `failed` when the PDF could not be drawn (decision 069).
     */
    previewStatus: text('preview_status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('ready'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('store_listings_status_created_idx').on(table.status, table.createdAt.desc()),
    index('store_listings_seller_idx').on(table.sellerId, table.createdAt.desc()),
    check('store_listings_price_range', sql`${table.priceCoins} BETWEEN 50 AND 5000`),
  ],
);

/**
 * One sale. The buyer's coins leave through the ledger; the seller's share is held here
 * (`releaseAt`) and enters the seller's ledger when released; the platform's share is the rest.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: uuid('id').primaryKey(),
    /** Made by the buyer's client: a double click sends the same id and buys once. */
    purchaseId: uuid('purchase_id').notNull(),
    listingId: parentRef('listing_id', () => storeListings.id),
    buyerId: userRef('buyer_id'),
    sellerId: userRef('seller_id'),
    priceCoins: integer('price_coins').notNull(),
    sellerShare: integer('seller_share').notNull(),
    platformShare: integer('platform_share').notNull(),
    /** The buyer's copy among their purchased PDFs; null once refunded. */
    buyerPdfId: uuid('buyer_pdf_id').references(() => userPdfs.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['paid', 'refunded'] })
      .notNull()
      .default('paid'),
    /** The ledger key of the buyer's spend (a refund reverses it). */
    spendKey: text('spend_key').notNull(),
    releaseAt: timestamptz('release_at').notNull(),
    releasedAt: timestamptz('released_at'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_orders_buyer_purchase_idx').on(table.buyerId, table.purchaseId),
    // A buyer owns a listing at most once (a refunded order does not count).
    uniqueIndex('store_orders_one_active_per_buyer_idx')
      .on(table.listingId, table.buyerId)
      .where(sql`${table.status} = 'paid'`),
    index('store_orders_release_idx')
      .on(table.releaseAt)
      .where(sql`${table.releasedAt} IS NULL AND ${table.status} = 'paid'`),
    index('store_orders_seller_idx').on(table.sellerId),
    index('store_orders_buyer_pdf_idx').on(table.buyerPdfId),
    check('store_orders_shares_add_up', sql`${table.sellerShare} + ${table.platformShare} = ${table.priceCoins}`),
    check('store_orders_shares_not_negative', sql`${table.sellerShare} >= 0 AND ${table.platformShare} >= 0`),
  ],
);

/** One rating and review per buyer per listing. */
export const storeRatings = pgTable(
  'store_ratings',
  {
    listingId: parentRef('listing_id', () => storeListings.id),
    buyerId: userRef('buyer_id'),
    stars: integer('stars').notNull(),
    review: text('review').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_ratings_listing_buyer_idx').on(table.listingId, table.buyerId),
    check('store_ratings_stars_range', sql`${table.stars} BETWEEN 1 AND 5`),
  ],
);

/** A buyer's refund request, decided by an admin. */
export const storeRefundRequests = pgTable(
  'store_refund_requests',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('store_refund_requests_status_idx').on(table.status, table.createdAt)],
);
