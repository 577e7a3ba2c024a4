/**
 * Puts a purchased PDF into a customer's purchased PDFs (and takes it out): the bytes, already
 * watermarked for that customer, go to the file store under `pdfs/<user>/<id>.pdf`, and the row
 * is written inside the caller's transaction, so a grant and its PDF commit together.
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
