/**
 * A listing's preview pages: drawn by the preview job outside the request (decision 069), and
 * served as PNGs of only the pages the seller chose, never the PDF.
 */
import { storesMessages } from '@medsutra/contract/stores/api';
import type { DbTransaction } from '../../db/executor.ts';
import { notFound } from '../../lib/errors.ts';
import type { RenderedPage } from '../../lib/pdf-pages.ts';
import { readAll } from '../../lib/read-stream.ts';
import { isFileLimitError } from '../../lib/untrusted/limits.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { ListingViews } from './listing-views.ts';
import type { StoreContext, StoresDeps } from './store-deps.ts';

/**
 * A preview page's PNG, named by the file it was drawn from: a slow job for an earlier file can
 * never overwrite the previews of the file that replaced it.
 */
const previewKey = (listingId: string, fileSha256: string, page: number) =>
  `stores/${listingId}/preview-${fileSha256.slice(0, 16)}-${page}.png`;

export const STORES_PREVIEW_JOBS = {
  render: 'stores-render-previews',
  failed: 'stores-render-previews-failed',
} as const;
/** The preview job's data: the listing, and the file (by sha256) whose pages it draws. */
export interface PreviewJobData {
  listingId: string;
  fileSha256: string;
}

export type PreviewsService = ReturnType<typeof createPreviewsService>;

export function createPreviewsService(
  deps: Pick<StoreContext, 'db' | 'repo'> &
    Pick<StoresDeps, 'files' | 'renderPages' | 'jobs'> & { views: Pick<ListingViews, 'visibleListing'> },
) {
  const { repo } = deps;

  return {
    /** Sends the preview job for the listing's file inside `tx` (await `jobs.whenReady()` first). */
    sendPreviewJob(tx: DbTransaction, listingId: string, fileSha256: string) {
      return deps.jobs.send<PreviewJobData>(STORES_PREVIEW_JOBS.render, { listingId, fileSha256 }, { tx });
    },

    /**
     * The preview job: draws the chosen pages of the listing's file and stores them, then marks
     * the previews ready. A job for a file the listing no longer has does nothing; a re-run writes
     * the same files under the same keys. A render error is thrown, so the queue retries it; a
     * file that passes a limit of the file work (decision 073) fails the previews at once, and a
     * retried job then finds them failed and stops: the file is never drawn again.
     */
    async renderPreviews(data: PreviewJobData): Promise<void> {
      const listing = await repo.findListing(deps.db, data.listingId);
      if (!listing || listing.fileSha256 !== data.fileSha256 || listing.previewStatus !== 'pending') return;
      const file = await deps.files.get(listing.fileKey);
      if (!file) throw new Error(`listing ${listing.id}: its file ${listing.fileKey} is missing`);
      let rendered: RenderedPage[];
      try {
        rendered = await deps.renderPages(await readAll(file.stream), listing.previewPages);
      } catch (error) {
        if (!isFileLimitError(error)) throw error;
        await repo.setPreviewStatus(deps.db, listing.id, { fileSha256: data.fileSha256, status: 'failed' });
        return;
      }
      for (const page of rendered) {
        await deps.files.put(previewKey(listing.id, listing.fileSha256, page.page), page.png);
      }
      // Ready only if the listing still wants these pages of this file (a newer edit sent its own job).
      await repo.setPreviewStatus(deps.db, listing.id, {
        fileSha256: data.fileSha256,
        previewPages: listing.previewPages,
        status: 'ready',
      });
    },

    /** Every attempt of the preview job failed: the seller sees that this PDF cannot be previewed. */
    async previewsFailed(data: PreviewJobData): Promise<void> {
      await repo.setPreviewStatus(deps.db, data.listingId, { fileSha256: data.fileSha256, status: 'failed' });
    },

    /** A preview page's PNG: only the pages the seller chose, never the PDF. */
    async preview(user: SessionUser, id: string, page: number): Promise<Buffer> {
      const { listing } = await deps.views.visibleListing(user, id);
      if (listing.previewStatus !== 'ready' || !listing.previewPages.includes(page)) {
        throw notFound(storesMessages.listingNotFound);
      }
      // Listings made before the preview job (decision 069) keep their previews under the old key.
      const file =
        (await deps.files.get(previewKey(id, listing.fileSha256, page))) ??
        (await deps.files.get(`stores/${id}/preview-${page}.png`));
      if (!file) throw notFound(storesMessages.listingNotFound);
      return readAll(file.stream);
    },
  };
}
