/**
 * The stores module's SQL: listings, orders (with the held seller share), ratings and refund
 * requests (listing reports go to the moderation queue). Every function takes the handle it runs
 * on; the service decides what shares a transaction.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { storeListings, storeOrders, storeRatings, storeRefundRequests, users } from '../../db/schema.ts';

export type ListingRow = typeof storeListings.$inferSelect;
export type OrderRow = typeof storeOrders.$inferSelect;
export type RefundRequestRow = typeof storeRefundRequests.$inferSelect;

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ratingAverage = sql<
  number | null
>`(SELECT avg(${storeRatings.stars})::float8 FROM ${storeRatings} WHERE ${storeRatings.listingId} = ${storeListings.id})`;
const ratingCount = sql<number>`(SELECT count(*)::int FROM ${storeRatings} WHERE ${storeRatings.listingId} = ${storeListings.id})`;
const salesCount = sql<number>`(SELECT count(*)::int FROM ${storeOrders} WHERE ${storeOrders.listingId} = ${storeListings.id} AND ${storeOrders.status} = 'paid')`;

/** A listing with what every screen shows beside it: the seller's public name, ratings and sales. */
const listingColumns = {
  listing: storeListings,
  sellerName: users.fullName,
  sellerHandle: users.handle,
  ratingAverage,
  ratingCount,
  sales: salesCount,
};
export type ListingView = {
  listing: ListingRow;
  sellerName: string;
  sellerHandle: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  sales: number;
};

function selectListings(db: DbExecutor) {
  return db.select(listingColumns).from(storeListings).innerJoin(users, eq(users.id, storeListings.sellerId));
}

export async function insertListing(db: DbExecutor, row: typeof storeListings.$inferInsert): Promise<ListingRow> {
  const [inserted] = await db.insert(storeListings).values(row).returning();
  return inserted!;
}

export async function findListing(db: DbExecutor, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(storeListings).where(eq(storeListings.id, id)).limit(1);
  return row ?? null;
}

/** The listing under a row lock: a purchase and a takedown of one listing do not interleave. */
export async function lockListing(db: DbExecutor, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(storeListings).where(eq(storeListings.id, id)).for('share').limit(1);
  return row ?? null;
}

export async function findListingView(db: DbExecutor, id: string): Promise<ListingView | null> {
  const [row] = await selectListings(db).where(eq(storeListings.id, id)).limit(1);
  return row ?? null;
}

export async function findSellerListingBySource(db: DbExecutor, sellerId: string, sourcePdfId: string) {
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

export async function updateListing(
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

export async function listApprovedListings(db: DbExecutor, filters: ListingFilters): Promise<ListingView[]> {
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

export async function listSellerListings(db: DbExecutor, sellerId: string): Promise<ListingView[]> {
  return selectListings(db).where(eq(storeListings.sellerId, sellerId)).orderBy(desc(storeListings.createdAt));
}

export async function listListingsByStatus(db: DbExecutor, status: ListingRow['status']): Promise<ListingView[]> {
  return selectListings(db).where(eq(storeListings.status, status)).orderBy(asc(storeListings.updatedAt));
}

/** The listings among `ids` that the buyer owns (a paid order). */
export async function ownedListingIds(db: DbExecutor, buyerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ listingId: storeOrders.listingId })
    .from(storeOrders)
    .where(and(eq(storeOrders.buyerId, buyerId), eq(storeOrders.status, 'paid'), inArray(storeOrders.listingId, ids)));
  return new Set(rows.map((row) => row.listingId));
}

/** Per listing of a seller: coins still held, and coins already released to the wallet. */
export async function sellerEarnings(db: DbExecutor, sellerId: string) {
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
export async function insertOrder(db: DbExecutor, row: typeof storeOrders.$inferInsert): Promise<OrderRow | null> {
  const [inserted] = await db.insert(storeOrders).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findOrderByPurchase(db: DbExecutor, buyerId: string, purchaseId: string) {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.buyerId, buyerId), eq(storeOrders.purchaseId, purchaseId)))
    .limit(1);
  return row ?? null;
}

export async function findOrder(db: DbExecutor, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, id)).limit(1);
  return row ?? null;
}

export async function findActiveOrder(db: DbExecutor, listingId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.listingId, listingId), eq(storeOrders.buyerId, buyerId), eq(storeOrders.status, 'paid')))
    .limit(1);
  return row ?? null;
}

export async function setOrderPdf(db: DbExecutor, orderId: string, buyerPdfId: string) {
  await db.update(storeOrders).set({ buyerPdfId }).where(eq(storeOrders.id, orderId));
}

export async function listBuyerOrders(db: DbExecutor, buyerId: string) {
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
export async function watermarkFor(db: DbExecutor, buyerPdfId: string, buyerId: string) {
  const [row] = await db
    .select({ orderId: storeOrders.id, fullName: users.fullName, email: users.email })
    .from(storeOrders)
    .innerJoin(users, eq(users.id, storeOrders.buyerId))
    .where(and(eq(storeOrders.buyerPdfId, buyerPdfId), eq(storeOrders.buyerId, buyerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Held shares whose window has passed: paid, not released, and with no refund request waiting
 * (a waiting request holds the share until an admin decides).
 */
export async function dueOrders(db: DbExecutor, now: Date, sellerId?: string): Promise<OrderRow[]> {
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
export async function markReleased(db: DbExecutor, orderId: string, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(storeOrders)
    .set({ releasedAt: now })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.status, 'paid'), isNull(storeOrders.releasedAt)))
    .returning();
  return row ?? null;
}

/** Marks an order refunded while its share is still held; null when released or refunded already. */
export async function markRefunded(db: DbExecutor, orderId: string, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(storeOrders)
    .set({ status: 'refunded', refundedAt: now, buyerPdfId: null })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.status, 'paid'), isNull(storeOrders.releasedAt)))
    .returning();
  return row ?? null;
}

export async function heldOrdersOfListing(db: DbExecutor, listingId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.listingId, listingId), eq(storeOrders.status, 'paid'), isNull(storeOrders.releasedAt)));
}

export async function upsertRating(db: DbExecutor, row: typeof storeRatings.$inferInsert) {
  await db
    .insert(storeRatings)
    .values(row)
    .onConflictDoUpdate({
      target: [storeRatings.listingId, storeRatings.buyerId],
      set: { stars: row.stars, review: row.review ?? '', createdAt: row.createdAt ?? new Date() },
    });
}

export async function insertRefundRequest(db: DbExecutor, row: typeof storeRefundRequests.$inferInsert) {
  const [inserted] = await db.insert(storeRefundRequests).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findRefundRequest(db: DbExecutor, id: string): Promise<RefundRequestRow | null> {
  const [row] = await db
    .select()
    .from(storeRefundRequests)
    .where(eq(storeRefundRequests.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function decideRefundRequest(
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

export async function listRefundRequests(db: DbExecutor) {
  return db
    .select({
      request: storeRefundRequests,
      order: storeOrders,
      listingTitle: storeListings.title,
      buyerName: users.fullName,
    })
    .from(storeRefundRequests)
    .innerJoin(storeOrders, eq(storeOrders.id, storeRefundRequests.orderId))
    .innerJoin(storeListings, eq(storeListings.id, storeOrders.listingId))
    .innerJoin(users, eq(users.id, storeOrders.buyerId))
    .orderBy(sql`${storeRefundRequests.status} = 'pending' DESC`, desc(storeRefundRequests.createdAt))
    .limit(200);
}

/** Every order with its listing's title, oldest first: the admins' payouts export. */
export async function listOrdersForPayouts(db: DbExecutor) {
  return db
    .select({ order: storeOrders, listingTitle: storeListings.title })
    .from(storeOrders)
    .innerJoin(storeListings, eq(storeListings.id, storeOrders.listingId))
    .orderBy(asc(storeOrders.createdAt), asc(storeOrders.id));
}
