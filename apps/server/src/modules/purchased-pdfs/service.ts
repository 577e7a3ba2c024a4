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
import { createPurchasedPdfsRepository, type PurchasedPdfsRepository } from './repository.ts';

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
    async addStoreCopy(tx: DbExecutor, copy: Parameters<PurchasedPdfsRepository['insertStoreCopy']>[1]): Promise<void> {
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

    /** Removes the row in `tx`; returns a function that deletes the bytes (call it after commit). */
    async remove(tx: DbExecutor, input: { userId: string; pdfId: string }): Promise<() => Promise<void>> {
      const fileKey = await repo.deletePurchasedPdf(tx, input.pdfId, input.userId);
      return async () => {
        if (fileKey) await files.delete(fileKey);
      };
    },
  };
}
export type PurchasedPdfService = ReturnType<typeof createPurchasedPdfService>;
