/** Purchased PDFs' rows: the `purchased` side of `user_pdfs` (the notes module owns the `own` side). */
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { userPdfs } from '../../db/schema.ts';

async function insertPurchasedPdf(
  ex: DbExecutor,
  row: {
    id: string;
    userId: string;
    title: string;
    fileKey: string;
    fileSize: number;
    pageCount: number;
    sha256: string;
    at: Date;
  },
): Promise<void> {
  const { at, ...values } = row;
  await ex.insert(userPdfs).values({ ...values, origin: 'purchased', createdAt: at });
}

/** Removes a purchased PDF; returns its file key so the caller deletes the bytes after commit. */
async function deletePurchasedPdf(ex: DbExecutor, id: string, userId: string): Promise<string | null> {
  const rows = await ex
    .delete(userPdfs)
    .where(and(eq(userPdfs.id, id), eq(userPdfs.userId, userId), eq(userPdfs.origin, 'purchased')))
    .returning({ fileKey: userPdfs.fileKey });
  return rows[0]?.fileKey ?? null;
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createPurchasedPdfsRepository() {
  return { insertPurchasedPdf, deletePurchasedPdf };
}

export type PurchasedPdfsRepository = ReturnType<typeof createPurchasedPdfsRepository>;
