import type { FileStore } from '../adapters/files/file-store.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { sha256Hex } from '../lib/hash.ts';
import { readAll } from '../lib/read-stream.ts';
import type { createEconomyService } from '../modules/economy/service.ts';
import type { MedstagramService } from '../modules/medstagram/service.ts';
import type { PdfService, PdfWatermarkLookup } from '../modules/notes/pdf-service.ts';
import type { PurchasedPdfService } from '../modules/purchased-pdfs/service.ts';
import { defineStoresJobs } from '../modules/stores/jobs.ts';
import { storesRoutes } from '../modules/stores/routes.ts';
import { createStoresService, type StoresService } from '../modules/stores/service.ts';
import type { StoreLibrary, StorePdfs, StoresDeps } from '../modules/stores/store-deps.ts';
import type { WiringContext } from './context.ts';

/** The store reads a seller's own PDF from the notes module; buyers' copies belong to purchased PDFs. */
function storePdfsFrom(pdfs: PdfService, purchased: PurchasedPdfService): StorePdfs {
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

function createStores(deps: {
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

/**
 * The notes store: sales move coins through the ledger; sellers' shares are held, then released.
 * A sale notifies the seller on Medstagram and an approved listing is shared there (once). Binds
 * the PDF service's watermark lookup to the store it made.
 */
export async function registerStores(
  { app, deps, db, now, jobs, files, fileWork, config, accountServices }: WiringContext,
  parts: {
    economy: ReturnType<typeof createEconomyService>;
    pdfs: PdfService;
    purchased: PurchasedPdfService;
    library: StoreLibrary;
    medstagram: MedstagramService;
    storeWatermarks: ReturnType<typeof lateStoreWatermarks>;
  },
): Promise<StoresService> {
  const { economy, medstagram } = parts;
  const stores = createStores({
    db,
    purchased: parts.purchased,
    economy,
    users: accountServices.users,
    pdfs: parts.pdfs,
    // "Someone bought your note", in the sale's transaction (keyed by the order, so it is written once)
    notifySale: (tx, sale) =>
      medstagram.notifyNoteSold(tx, {
        sellerUserId: sale.sellerId,
        buyerUserId: sale.buyerId,
        listingTitle: sale.listingTitle,
        orderId: sale.orderId,
        now: sale.now,
      }),
    // A seller's approved listing shared as a Medstagram post (once), for the share XP.
    shareToMedstagram: async (tx, share) => {
      const postId = await medstagram.createSharedPost(tx, {
        kind: 'listing',
        refId: share.listingId,
        authorId: share.sellerId,
        title: share.title,
        description: share.description || 'Notes for sale in the MedSutra notes store.',
        now: share.now,
      });
      if (!postId) return null;
      const award = await economy.sharedToMedstagram(
        { userId: share.sellerId, sharedItemId: `listing:${share.listingId}` },
        tx,
      );
      return { xpAwarded: award.xp };
    },
    library: parts.library,
    files,
    jobs,
    renderPages: deps.pdfWork?.renderPages ?? ((bytes, pages) => fileWork.renderPages(bytes, pages)),
    now,
  });
  parts.storeWatermarks.bind(stores);
  defineStoresJobs(jobs, stores, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(storesRoutes, { service: stores, writesPerMinute: 30 });
  return stores;
}
