/**
 * Purchased PDFs' rows: the `purchased` side of `user_pdfs` (the notes module owns the `own` side).
 * Two kinds: a Golden Med Store copy, whose stamped bytes are its own file; and a notes-store
 * copy, which points at the store's file (other buyers read it) and keeps a stamped cache.
 */
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { userPdfs } from '../../db/schema.ts';

/** A purchased copy's row as its writers give it. */
interface PurchasedRow {
  id: string;
  userId: string;
  title: string;
  fileKey: string;
  fileSize: number;
  pageCount: number;
  sha256: string;
}

async function insertPurchasedPdf(ex: DbExecutor, row: PurchasedRow & { at: Date }): Promise<void> {
  const { at, ...values } = row;
  await ex.insert(userPdfs).values({ ...values, origin: 'purchased', createdAt: at });
}

/** Removes a purchased PDF of the user's; returns its row's file keys, for the caller to delete after commit. */
async function deletePurchasedPdf(ex: DbExecutor, id: string, userId: string) {
  const [row] = await ex
    .delete(userPdfs)
    .where(and(eq(userPdfs.id, id), eq(userPdfs.userId, userId), eq(userPdfs.origin, 'purchased')))
    .returning({
      fileKey: userPdfs.fileKey,
      sha256: userPdfs.sha256,
      thumbnailKey: userPdfs.thumbnailKey,
      stampedFileKey: userPdfs.stampedFileKey,
    });
  return row ?? null;
}

/** A purchased copy's bytes stamped for its buyer are kept under `key` (a cache, decision 069). */
async function setStampedFileKey(ex: DbExecutor, id: string, key: string): Promise<void> {
  await ex
    .update(userPdfs)
    .set({ stampedFileKey: key })
    .where(and(eq(userPdfs.id, id), eq(userPdfs.origin, 'purchased')));
}

/** A purchased copy whose file could not be stamped: never tried again (decision 073). */
async function setUnprocessable(ex: DbExecutor, id: string): Promise<void> {
  await ex
    .update(userPdfs)
    .set({ unprocessable: true })
    .where(and(eq(userPdfs.id, id), eq(userPdfs.origin, 'purchased')));
}

/** What a notes-store copy's `sha256` carries after the file's digest: the order it came with. */
export const STORE_COPY_MARK = '#order:';

/**
 * A notes-store copy: it points at the store's file, which it does not own. Its `sha256` carries
 * the order, so a buyer who also uploaded the same bytes keeps both rows.
 */
async function insertStoreCopy(
  ex: DbExecutor,
  row: PurchasedRow & { orderId: string; createdAt: Date },
): Promise<void> {
  const { orderId, createdAt, ...rest } = row;
  await insertPurchasedPdf(ex, { ...rest, sha256: `${row.sha256}${STORE_COPY_MARK}${orderId}`, at: createdAt });
}

/** Takes a notes-store copy away; returns the key of its stamped bytes, if any, for the caller to delete. */
async function deleteStoreCopy(ex: DbExecutor, id: string): Promise<string | null> {
  const [row] = await ex
    .delete(userPdfs)
    .where(and(eq(userPdfs.id, id), eq(userPdfs.origin, 'purchased')))
    .returning({ stampedFileKey: userPdfs.stampedFileKey });
  return row?.stampedFileKey ?? null;
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createPurchasedPdfsRepository() {
  return {
    insertPurchasedPdf,
    deletePurchasedPdf,
    setStampedFileKey,
    setUnprocessable,
    insertStoreCopy,
    deleteStoreCopy,
  };
}

export type PurchasedPdfsRepository = ReturnType<typeof createPurchasedPdfsRepository>;
