import type { FileStore } from '../adapters/files/file-store.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { sha256Hex } from '../lib/hash.ts';
import { readAll } from '../lib/read-stream.ts';
import type { createEconomyService } from '../modules/economy/service.ts';
import type { PdfService, PdfWatermarkLookup } from '../modules/notes/pdf-service.ts';
import type { PurchasedPdfService } from '../modules/purchased-pdfs/service.ts';
import { createStoresService, type StoresService } from '../modules/stores/service.ts';
import type { StoreLibrary, StorePdfs, StoresDeps } from '../modules/stores/store-deps.ts';

/** The store reads a seller's own PDF from the notes module; buyers' copies belong to purchased PDFs. */
export function storePdfsFrom(pdfs: PdfService, purchased: PurchasedPdfService): StorePdfs {
  return {
    async readOwn(user, pdfId) {
      const { row, file } = await pdfs.data(user, pdfId);
      const bytes = await readAll(file.stream);
      return {
        origin: row.origin,
        bytes,
        pageCount: row.pageCount,
        unprocessable: row.unprocessable,
        sha256: sha256Hex(bytes),
      };
    },
    grantCopy: (tx, copy) => purchased.addStoreCopy(tx, copy),
    removeCopy: (tx, pdfId) => purchased.removeStoreCopy(tx, pdfId),
  };
}

/** A watermark lookup for the PDF service that asks the store once it exists. */
export function lateStoreWatermarks(): { lookup: PdfWatermarkLookup; bind(stores: StoresService): void } {
  let bound: StoresService | undefined;
  return {
    lookup: async (row, user) => (row.origin === 'purchased' && bound ? bound.watermarkFor(row.id, user.id) : null),
    bind(stores) {
      bound = stores;
    },
  };
}

export function createStores(deps: {
  db: Database;
  economy: ReturnType<typeof createEconomyService>;
  pdfs: PdfService;
  purchased: PurchasedPdfService;
  library: StoreLibrary;
  files: FileStore;
  jobs: JobQueue;
  /** The preview renderer: the file work's child processes (decision 073); tests count or fail its calls. */
  renderPages: StoresDeps['renderPages'];
  now: () => Date;
  /** Writes the seller's "someone bought your note" in the sale's transaction (the `tx` it is given). */
  notifySale?: StoresDeps['notifySale'];
  users: StoresDeps['users'];
  /** Makes a listing's Medstagram post and pays the share XP in the store's transaction. */
  shareToMedstagram?: StoresDeps['shareToMedstagram'];
}): StoresService {
  return createStoresService({
    db: deps.db,
    ledger: deps.economy,
    library: deps.library,
    pdfs: storePdfsFrom(deps.pdfs, deps.purchased),
    files: deps.files,
    renderPages: deps.renderPages,
    jobs: deps.jobs,
    now: deps.now,
    users: deps.users,
    ...(deps.notifySale ? { notifySale: deps.notifySale } : {}),
    ...(deps.shareToMedstagram ? { shareToMedstagram: deps.shareToMedstagram } : {}),
  });
}
