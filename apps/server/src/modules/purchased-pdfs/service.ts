/**
 * The one owner of purchased-PDF rows. A Golden Med Store copy: the bytes, already watermarked
 * for that customer, go to the file store under `pdfs/<user>/<id>.pdf`. A notes-store copy: the
 * row points at the listing's file, and the copy is stamped on first read (decision 069). Rows are
 * written inside the caller's transaction, so a sale or grant and its PDF commit together.
 */
import crypto from 'node:crypto';
import type { FileStore } from '../../adapters/files/file-store.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { createPurchasedPdfsRepository, type PurchasedPdfsRepository, STORE_COPY_MARK } from './repository.ts';

/** A notes-store sale's copy for its buyer, as the store hands it over. */
export type StoreCopy = Parameters<PurchasedPdfsRepository['insertStoreCopy']>[1];

export function createPurchasedPdfService(deps: { files: FileStore; repository?: PurchasedPdfsRepository }) {
  const { files } = deps;
  const repo = deps.repository ?? createPurchasedPdfsRepository();
  return {
    async add(
      tx: DbExecutor,
      input: { userId: string; title: string; bytes: Uint8Array; pageCount: number; at: Date },
    ): Promise<string> {
      const id = crypto.randomUUID();
      const fileKey = `pdfs/${input.userId}/${id}.pdf`;
      const bytes = Buffer.from(input.bytes);
      await files.put(fileKey, bytes);
      await repo.insertPurchasedPdf(tx, {
        id,
        userId: input.userId,
        title: input.title,
        fileKey,
        fileSize: bytes.length,
        pageCount: input.pageCount,
        sha256: sha256Hex(bytes),
        at: input.at,
      });
      return id;
    },

    /** A notes-store sale's copy for the buyer, in the sale's transaction. */
    async addStoreCopy(tx: DbExecutor, copy: StoreCopy): Promise<void> {
      await repo.insertStoreCopy(tx, copy);
    },

    /**
     * Takes a notes-store copy back (a refund or a takedown) inside the store's transaction, with its
     * stamped copy: that is only a cache, so deleting it before the commit is harmless.
     */
    async removeStoreCopy(tx: DbExecutor, id: string): Promise<void> {
      const stampedFileKey = await repo.deleteStoreCopy(tx, id);
      if (stampedFileKey) await files.delete(stampedFileKey);
    },

    /**
     * Removes the user's purchased copy in `tx` (a revoked grant, or the buyer taking it off their
     * list); returns a function that deletes its files (call it after commit): its stamped copy and
     * thumbnail, and its bytes when they are its own (a Golden copy's), never a listing's file.
     */
    async remove(tx: DbExecutor, input: { userId: string; pdfId: string }): Promise<() => Promise<void>> {
      const row = await repo.deletePurchasedPdf(tx, input.pdfId, input.userId);
      return async () => {
        if (!row) return;
        if (!row.sha256.includes(STORE_COPY_MARK)) await files.delete(row.fileKey);
        if (row.thumbnailKey) await files.delete(row.thumbnailKey);
        if (row.stampedFileKey) await files.delete(row.stampedFileKey);
      };
    },

    /** Keeps the key of a copy's stamped bytes (made on its first download). */
    async recordStampedCopy(exec: DbExecutor, pdfId: string, key: string): Promise<void> {
      await repo.setStampedFileKey(exec, pdfId, key);
    },

    /** A copy whose file could not be stamped is marked so, and not tried again. */
    async markUnprocessable(exec: DbExecutor, pdfId: string): Promise<void> {
      await repo.setUnprocessable(exec, pdfId);
    },
  };
}
export type PurchasedPdfService = ReturnType<typeof createPurchasedPdfService>;
