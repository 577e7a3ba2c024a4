/**
 * The stores module's SQL: listings, orders (with the held seller share), ratings and refund
 * requests (listing reports go to the moderation queue). Every function takes the handle it runs
 * on; the service decides what shares a transaction.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { storeListings, storeOrders, storeRatings, storeRefundRequests } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

type ListingRow = typeof storeListings.$inferSelect;
export type OrderRow = typeof storeOrders.$inferSelect;
type RefundRequestRow = typeof storeRefundRequests.$inferSelect;

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The listing's id written with its table's name: in a query on `store_listings` alone drizzle
 * leaves columns unqualified, and a bare "id" inside these subqueries would name the inner table's.
 */
const listingId = sql.raw('"store_listings"."id"');
const ratingAverage = sql<
  number | null
>`(SELECT avg(${storeRatings.stars})::float8 FROM ${storeRatings} WHERE ${storeRatings.listingId} = ${listingId})`;
const ratingCount = sql<number>`(SELECT count(*)::int FROM ${storeRatings} WHERE ${storeRatings.listingId} = ${listingId})`;
const salesCount = sql<number>`(SELECT count(*)::int FROM ${storeOrders} WHERE ${storeOrders.listingId} = ${listingId} AND ${storeOrders.status} = 'paid')`;

/**
 * A listing with the figures every screen shows beside it: ratings and sales. The seller's name
 * belongs to the accounts; the service adds it (ListingView).
 */
const listingColumns = {
  listing: storeListings,
  ratingAverage,
  ratingCount,
  sales: salesCount,
};
export type ListingFigures = {
  listing: ListingRow;
  ratingAverage: number | null;
  ratingCount: number;
  sales: number;
};
/** A listing as every screen shows it: its figures and the seller's public name. */
export type ListingView = ListingFigures & { sellerName: string; sellerHandle: string | null };

function selectListings(db: DbExecutor) {
  return db.select(listingColumns).from(storeListings);
}

async function insertListing(db: DbExecutor, row: typeof storeListings.$inferInsert): Promise<ListingRow> {
  const [inserted] = await db.insert(storeListings).values(row).returning();
  return inserted!;
}

async function findListing(db: DbExecutor, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(storeListings).where(eq(storeListings.id, id)).limit(1);
  return row ?? null;
}

/** The listing under a row lock: a purchase and a takedown of one listing do not interleave. */
async function lockListing(db: DbExecutor, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(storeListings).where(eq(storeListings.id, id)).for('share').limit(1);
  return row ?? null;
}

async function findListingView(db: DbExecutor, id: string): Promise<ListingFigures | null> {
  const [row] = await selectListings(db).where(eq(storeListings.id, id)).limit(1);
  return row ?? null;
}

async function findSellerListingBySource(db: DbExecutor, sellerId: string, sourcePdfId: string) {
  const [row] = await db
    .select({ id: storeListings.id })
    .from(storeListings)
    .where(
      and(
        eq(storeListings.sellerId, sellerId),
        eq(storeListings.sourcePdfId, sourcePdfId),
        ne(storeListings.status, 'taken_down'),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function updateListing(
  db: DbExecutor,
  id: string,
  patch: Partial<typeof storeListings.$inferInsert>,
  onlyWhenStatus?: ListingRow['status'],
): Promise<ListingRow | null> {
  const where = onlyWhenStatus
    ? and(eq(storeListings.id, id), eq(storeListings.status, onlyWhenStatus))
    : eq(storeListings.id, id);
  const [row] = await db.update(storeListings).set(patch).where(where).returning();
  return row ?? null;
}

/** Approves a listing waiting for review whose previews are ready; null otherwise. */
async function approveListing(db: DbExecutor, id: string, now: Date): Promise<ListingRow | null> {
  const [row] = await db
    .update(storeListings)
    .set({ status: 'approved', rejectionReason: null, updatedAt: now })
    .where(and(eq(storeListings.id, id), eq(storeListings.status, 'pending'), eq(storeListings.previewStatus, 'ready')))
    .returning();
  return row ?? null;
}

/**
 * Ends the previews' `pending` state for one file (and, when given, one choice of pages): a job
 * for a file or pages the listing no longer has changes nothing.
 */
async function setPreviewStatus(
  db: DbExecutor,
  id: string,
  outcome: { fileSha256: string; previewPages?: number[]; status: 'ready' | 'failed' },
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(storeListings.id, id),
    eq(storeListings.fileSha256, outcome.fileSha256),
    eq(storeListings.previewStatus, 'pending'),
  ];
  if (outcome.previewPages) {
    conditions.push(sql`${storeListings.previewPages} = ${JSON.stringify(outcome.previewPages)}::jsonb`);
  }
  const rows = await db
    .update(storeListings)
    .set({ previewStatus: outcome.status })
    .where(and(...conditions))
    .returning({ id: storeListings.id });
  return rows.length > 0;
}

export interface ListingFilters {
  q?: string | undefined;
  subjectId?: string | undefined;
  subtopicId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  sort: 'newest' | 'price_low' | 'price_high' | 'rating';
  limit: number;
}

async function listApprovedListings(db: DbExecutor, filters: ListingFilters): Promise<ListingFigures[]> {
  const conditions: SQL[] = [eq(storeListings.status, 'approved')];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(storeListings.title, pattern), ilike(storeListings.description, pattern))!);
  }
  if (filters.subjectId) conditions.push(eq(storeListings.subjectId, filters.subjectId));
  if (filters.subtopicId) conditions.push(eq(storeListings.subtopicId, filters.subtopicId));
  if (filters.minPrice !== undefined) conditions.push(gte(storeListings.priceCoins, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(storeListings.priceCoins, filters.maxPrice));
  if (filters.minRating !== undefined && filters.minRating > 0) {
    conditions.push(sql`coalesce(${ratingAverage}, 0) >= ${filters.minRating}`);
  }
  const order =
    filters.sort === 'price_low'
      ? [asc(storeListings.priceCoins), desc(storeListings.createdAt)]
      : filters.sort === 'price_high'
        ? [desc(storeListings.priceCoins), desc(storeListings.createdAt)]
        : filters.sort === 'rating'
          ? [sql`${ratingAverage} DESC NULLS LAST`, desc(storeListings.createdAt)]
          : [desc(storeListings.createdAt), desc(storeListings.id)];
  return selectListings(db)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filters.limit);
}

async function listSellerListings(db: DbExecutor, sellerId: string): Promise<ListingFigures[]> {
  return selectListings(db).where(eq(storeListings.sellerId, sellerId)).orderBy(desc(storeListings.createdAt));
}

async function listListingsByStatus(db: DbExecutor, status: ListingRow['status']): Promise<ListingFigures[]> {
  return selectListings(db).where(eq(storeListings.status, status)).orderBy(asc(storeListings.updatedAt));
}

/** The listings among `ids` that the buyer owns (a paid order). */
async function ownedListingIds(db: DbExecutor, buyerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ listingId: storeOrders.listingId })
    .from(storeOrders)
    .where(and(eq(storeOrders.buyerId, buyerId), eq(storeOrders.status, 'paid'), inArray(storeOrders.listingId, ids)));
  return new Set(rows.map((row) => row.listingId));
}

/** Per listing of a seller: coins still held, and coins already released to the wallet. */
async function sellerEarnings(db: DbExecutor, sellerId: string) {
  return db
    .select({
      listingId: storeOrders.listingId,
      pending: sql<number>`coalesce(sum(${storeOrders.sellerShare}) FILTER (WHERE ${storeOrders.releasedAt} IS NULL), 0)::int`,
      available: sql<number>`coalesce(sum(${storeOrders.sellerShare}) FILTER (WHERE ${storeOrders.releasedAt} IS NOT NULL), 0)::int`,
    })
    .from(storeOrders)
    .where(and(eq(storeOrders.sellerId, sellerId), eq(storeOrders.status, 'paid')))
    .groupBy(storeOrders.listingId);
}

/** Inserts the order, or nothing when the buyer's purchase id or an active order for the listing exists. */
async function insertOrder(db: DbExecutor, row: typeof storeOrders.$inferInsert): Promise<OrderRow | null> {
  const [inserted] = await db.insert(storeOrders).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

async function findOrderByPurchase(db: DbExecutor, buyerId: string, purchaseId: string) {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.buyerId, buyerId), eq(storeOrders.purchaseId, purchaseId)))
    .limit(1);
  return row ?? null;
}

async function findOrder(db: DbExecutor, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, id)).limit(1);
  return row ?? null;
}

async function findActiveOrder(db: DbExecutor, listingId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.listingId, listingId), eq(storeOrders.buyerId, buyerId), eq(storeOrders.status, 'paid')))
    .limit(1);
  return row ?? null;
}

async function setOrderPdf(db: DbExecutor, orderId: string, buyerPdfId: string) {
  await db.update(storeOrders).set({ buyerPdfId }).where(eq(storeOrders.id, orderId));
}

async function listBuyerOrders(db: DbExecutor, buyerId: string) {
  return db
    .select({
      order: storeOrders,
      title: storeListings.title,
      refundRequest: storeRefundRequests.status,
      myRating: storeRatings.stars,
    })
    .from(storeOrders)
    .innerJoin(storeListings, eq(storeListings.id, storeOrders.listingId))
    .leftJoin(storeRefundRequests, eq(storeRefundRequests.orderId, storeOrders.id))
    .leftJoin(
      storeRatings,
      and(eq(storeRatings.listingId, storeOrders.listingId), eq(storeRatings.buyerId, storeOrders.buyerId)),
    )
    .where(eq(storeOrders.buyerId, buyerId))
    .orderBy(desc(storeOrders.createdAt));
}

/** A purchased copy's order and buyer, for the watermark; null when the PDF is no store purchase. */
async function watermarkFor(db: DbExecutor, buyerPdfId: string, buyerId: string) {
  const [row] = await db
    .select({ orderId: storeOrders.id })
    .from(storeOrders)
    .where(and(eq(storeOrders.buyerPdfId, buyerPdfId), eq(storeOrders.buyerId, buyerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Held shares whose window has passed: paid, not released, and with no refund request waiting
 * (a waiting request holds the share until an admin decides).
 */
async function dueOrders(db: DbExecutor, now: Date, sellerId?: string): Promise<OrderRow[]> {
  const conditions: SQL[] = [
    eq(storeOrders.status, 'paid'),
    isNull(storeOrders.releasedAt),
    lte(storeOrders.releaseAt, now),
    sql`NOT EXISTS (SELECT 1 FROM ${storeRefundRequests} WHERE ${storeRefundRequests.orderId} = ${storeOrders.id} AND ${storeRefundRequests.status} = 'pending')`,
  ];
  if (sellerId) conditions.push(eq(storeOrders.sellerId, sellerId));
  return db
    .select()
    .from(storeOrders)
    .where(and(...conditions))
    .orderBy(asc(storeOrders.releaseAt))
    .limit(500);
}

/** Marks a held share released; null when another process released or refunded it first. */
async function markReleased(db: DbExecutor, orderId: string, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(storeOrders)
    .set({ releasedAt: now })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.status, 'paid'), isNull(storeOrders.releasedAt)))
    .returning();
  return row ?? null;
}

/** Marks an order refunded while its share is still held; null when released or refunded already. */
async function markRefunded(db: DbExecutor, orderId: string, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(storeOrders)
    .set({ status: 'refunded', refundedAt: now, buyerPdfId: null })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.status, 'paid'), isNull(storeOrders.releasedAt)))
    .returning();
  return row ?? null;
}

async function heldOrdersOfListing(db: DbExecutor, listingId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.listingId, listingId), eq(storeOrders.status, 'paid'), isNull(storeOrders.releasedAt)));
}

async function upsertRating(db: DbExecutor, row: typeof storeRatings.$inferInsert) {
  await db
    .insert(storeRatings)
    .values(row)
    .onConflictDoUpdate({
      target: [storeRatings.listingId, storeRatings.buyerId],
      set: { stars: row.stars, review: row.review ?? '', createdAt: row.createdAt ?? new Date() },
    });
}

async function insertRefundRequest(db: DbExecutor, row: typeof storeRefundRequests.$inferInsert) {
  const [inserted] = await db.insert(storeRefundRequests).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

async function findRefundRequest(db: DbExecutor, id: string): Promise<RefundRequestRow | null> {
  const [row] = await db
    .select()
    .from(storeRefundRequests)
    .where(eq(storeRefundRequests.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

async function decideRefundRequest(
  db: DbExecutor,
  id: string,
  decision: { status: 'approved' | 'declined'; decidedBy: string; decidedAt: Date },
) {
  const [row] = await db
    .update(storeRefundRequests)
    .set(decision)
    .where(and(eq(storeRefundRequests.id, id), eq(storeRefundRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

async function listRefundRequests(db: DbExecutor) {
  return db
    .select({
      request: storeRefundRequests,
      order: storeOrders,
      listingTitle: storeListings.title,
    })
    .from(storeRefundRequests)
    .innerJoin(storeOrders, eq(storeOrders.id, storeRefundRequests.orderId))
    .innerJoin(storeListings, eq(storeListings.id, storeOrders.listingId))
    .orderBy(sql`${storeRefundRequests.status} = 'pending' DESC`, desc(storeRefundRequests.createdAt))
    .limit(200);
}

/** Every order with its listing's title, oldest first: the admins' payouts export. */
async function listOrdersForPayouts(db: DbExecutor) {
  return db
    .select({ order: storeOrders, listingTitle: storeListings.title })
    .from(storeOrders)
    .innerJoin(storeListings, eq(storeListings.id, storeOrders.listingId))
    .orderBy(asc(storeOrders.createdAt), asc(storeOrders.id));
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createStoresRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    insertListing,
    findListing,
    lockListing,
    findListingView,
    findSellerListingBySource,
    updateListing,
    approveListing,
    setPreviewStatus,
    listApprovedListings,
    listSellerListings,
    listListingsByStatus,
    ownedListingIds,
    sellerEarnings,
    insertOrder,
    findOrderByPurchase,
    findOrder,
    findActiveOrder,
    setOrderPdf,
    listBuyerOrders,
    watermarkFor,
    dueOrders,
    markReleased,
    markRefunded,
    heldOrdersOfListing,
    upsertRating,
    insertRefundRequest,
    findRefundRequest,
    decideRefundRequest,
    listRefundRequests,
    listOrdersForPayouts,
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;

/** The subject's listings, her orders as buyer or seller, her ratings and her refund requests, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const orders = await tx
    .select()
    .from(storeOrders)
    .where(or(eq(storeOrders.buyerId, subject.id), eq(storeOrders.sellerId, subject.id)));
  const orderIds = orders.filter((order) => order.buyerId === subject.id).map((order) => order.id);
  return {
    store_listings: await tx
      .select({
        id: storeListings.id,
        title: storeListings.title,
        description: storeListings.description,
        priceCoins: storeListings.priceCoins,
        status: storeListings.status,
        rejectionReason: storeListings.rejectionReason,
        createdAt: storeListings.createdAt,
      })
      .from(storeListings)
      .where(eq(storeListings.sellerId, subject.id)),
    store_orders: orders,
    store_ratings: await tx.select().from(storeRatings).where(eq(storeRatings.buyerId, subject.id)),
    store_refund_requests:
      orderIds.length === 0
        ? []
        : await tx.select().from(storeRefundRequests).where(inArray(storeRefundRequests.orderId, orderIds)),
  };
}

/** At erasure her listings come off sale, her ratings go and her name comes off refund decisions. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx
    .update(storeListings)
    .set({ status: 'taken_down', rejectionReason: 'The seller closed their account.' })
    .where(and(eq(storeListings.sellerId, subject.id), inArray(storeListings.status, ['pending', 'approved'])));
  await tx.delete(storeRatings).where(eq(storeRatings.buyerId, subject.id));
  await tx.update(storeRefundRequests).set({ decidedBy: null }).where(eq(storeRefundRequests.decidedBy, subject.id));
  return [];
}
