/** The Golden Med Store's SQL: items and grants. Every function takes the executor it runs on. */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { goldenGrants, goldenItems } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type GoldenItemRow = typeof goldenItems.$inferSelect;
export type GoldenGrantRow = typeof goldenGrants.$inferSelect;

async function insertItem(ex: DbExecutor, row: typeof goldenItems.$inferInsert): Promise<GoldenItemRow> {
  const [inserted] = await ex.insert(goldenItems).values(row).returning();
  return inserted!;
}

async function itemById(ex: DbExecutor, id: string): Promise<GoldenItemRow | null> {
  const [row] = await ex.select().from(goldenItems).where(eq(goldenItems.id, id)).limit(1);
  return row ?? null;
}

async function itemsByIds(ex: DbExecutor, ids: string[]): Promise<GoldenItemRow[]> {
  if (ids.length === 0) return [];
  return ex.select().from(goldenItems).where(inArray(goldenItems.id, ids));
}

/** Items on sale, newest first. */
async function itemsOnSale(ex: DbExecutor): Promise<GoldenItemRow[]> {
  return ex
    .select()
    .from(goldenItems)
    .where(isNull(goldenItems.withdrawnAt))
    .orderBy(desc(goldenItems.createdAt), asc(goldenItems.title));
}

/** The ids of the items a user holds a live grant for. */
async function liveItemIdsOf(ex: DbExecutor, userId: string): Promise<Set<string>> {
  const rows = await ex
    .select({ itemId: goldenGrants.itemId })
    .from(goldenGrants)
    .where(and(eq(goldenGrants.userId, userId), isNull(goldenGrants.revokedAt)));
  return new Set(rows.map((row) => row.itemId));
}

/** A user's live grants: which items, and how each was got. */
async function liveGrantsOf(ex: DbExecutor, userId: string): Promise<Pick<GoldenGrantRow, 'itemId' | 'source'>[]> {
  return ex
    .select({ itemId: goldenGrants.itemId, source: goldenGrants.source })
    .from(goldenGrants)
    .where(and(eq(goldenGrants.userId, userId), isNull(goldenGrants.revokedAt)));
}

/** The live grant that put a purchased PDF into its owner's list, or null (not a Golden Med Store copy). */
async function liveGrantOfPdf(ex: DbExecutor, userId: string, pdfId: string): Promise<GoldenGrantRow | null> {
  const [row] = await ex
    .select()
    .from(goldenGrants)
    .where(and(eq(goldenGrants.userId, userId), eq(goldenGrants.pdfId, pdfId), isNull(goldenGrants.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** A live Premium Plus claim becomes the paid order's grant (the copy is kept for good); false when there was none. */
async function claimToOrder(ex: DbExecutor, userId: string, itemId: string, orderId: string): Promise<boolean> {
  const rows = await ex
    .update(goldenGrants)
    .set({ source: 'order', orderId })
    .where(
      and(
        eq(goldenGrants.userId, userId),
        eq(goldenGrants.itemId, itemId),
        eq(goldenGrants.source, 'premiumPlus'),
        isNull(goldenGrants.revokedAt),
      ),
    )
    .returning({ id: goldenGrants.id });
  return rows.length > 0;
}

/**
 * Records a grant unless the user already holds a live one for the item (or the order already
 * granted one): true when this call made it. The unique indexes decide, so two racing calls
 * cannot both win.
 */
async function insertGrant(ex: DbExecutor, row: typeof goldenGrants.$inferInsert): Promise<boolean> {
  const rows = await ex.insert(goldenGrants).values(row).onConflictDoNothing().returning({ id: goldenGrants.id });
  return rows.length > 0;
}

async function setGrantPdf(ex: DbExecutor, grantId: string, pdfId: string) {
  await ex.update(goldenGrants).set({ pdfId }).where(eq(goldenGrants.id, grantId));
}

async function grantById(ex: DbExecutor, id: string): Promise<GoldenGrantRow | null> {
  const [row] = await ex.select().from(goldenGrants).where(eq(goldenGrants.id, id)).limit(1);
  return row ?? null;
}

/** Revokes a live grant (locked by the update itself); null when it was not live. */
async function revokeGrant(ex: DbExecutor, id: string, adminUserId: string, at: Date) {
  const [row] = await ex
    .update(goldenGrants)
    .set({ revokedAt: at, revokedBy: adminUserId, pdfId: null })
    .where(and(eq(goldenGrants.id, id), isNull(goldenGrants.revokedAt)))
    .returning();
  return row ?? null;
}

async function grantsOfUser(ex: DbExecutor, userId: string): Promise<GoldenGrantRow[]> {
  return ex.select().from(goldenGrants).where(eq(goldenGrants.userId, userId)).orderBy(desc(goldenGrants.grantedAt));
}

/** Every grant, oldest first, for the export. */
async function allGrants(ex: DbExecutor): Promise<GoldenGrantRow[]> {
  return ex.select().from(goldenGrants).orderBy(asc(goldenGrants.grantedAt), asc(goldenGrants.id));
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createGoldenStoreRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    insertItem,
    itemById,
    itemsByIds,
    itemsOnSale,
    liveItemIdsOf,
    liveGrantsOf,
    liveGrantOfPdf,
    claimToOrder,
    insertGrant,
    setGrantPdf,
    grantById,
    revokeGrant,
    grantsOfUser,
    allGrants,
  };
}

export type GoldenStoreRepository = ReturnType<typeof createGoldenStoreRepository>;

/** The subject's golden grants, and the items she put on sale as an admin, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    golden_grants: await tx
      .select({
        itemId: goldenGrants.itemId,
        source: goldenGrants.source,
        orderId: goldenGrants.orderId,
        grantedAt: goldenGrants.grantedAt,
        revokedAt: goldenGrants.revokedAt,
      })
      .from(goldenGrants)
      .where(eq(goldenGrants.userId, subject.id)),
    golden_items: await tx
      .select({ id: goldenItems.id, title: goldenItems.title, createdAt: goldenItems.createdAt })
      .from(goldenItems)
      .where(eq(goldenItems.createdBy, subject.id)),
  };
}

/** Deletes her grants at erasure; clears her name off the grants and items she handled as an admin. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(goldenGrants).where(eq(goldenGrants.userId, subject.id));
  await tx.update(goldenGrants).set({ grantedBy: null }).where(eq(goldenGrants.grantedBy, subject.id));
  await tx.update(goldenGrants).set({ revokedBy: null }).where(eq(goldenGrants.revokedBy, subject.id));
  await tx.update(goldenItems).set({ createdBy: null }).where(eq(goldenItems.createdBy, subject.id));
  return [];
}
