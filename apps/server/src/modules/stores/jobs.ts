/**
 * The store's jobs: the hourly release of held seller shares, and the preview job that draws a
 * listing's preview pages outside the request (decision 069), with its dead-letter queue.
 */
import { defineScheduledJob, type JobQueue } from '../../jobs/queue.ts';
import { type PreviewJobData, STORES_PREVIEW_JOBS } from './previews-service.ts';
import type { StoresService } from './service.ts';

export const STORES_JOBS = { releaseEarnings: 'stores-release-earnings', ...STORES_PREVIEW_JOBS } as const;

export function defineStoresJobs(jobs: JobQueue, stores: StoresService, options: { retryDelaySeconds: number }) {
  defineScheduledJob(jobs, {
    name: STORES_JOBS.releaseEarnings,
    cron: '17 * * * *',
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 15 * 60,
    run: () => stores.releaseDue(),
  });
  // Every attempt failed (or timed out): the listing's previews are marked failed for the seller.
  jobs.define<PreviewJobData>({
    name: STORES_JOBS.failed,
    retryLimit: 5,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 60,
    handler: (job) => stores.previewsFailed(job.data),
  });
  jobs.define<PreviewJobData>({
    name: STORES_JOBS.render,
    retryLimit: 2,
    retryDelaySeconds: options.retryDelaySeconds,
    // Three pages of even a large PDF take seconds; a stuck render is taken back well before this.
    expireInSeconds: 5 * 60,
    deadLetter: STORES_JOBS.failed,
    // Drawn in the file work's child processes (two at most), so the database stays served meanwhile.
    concurrency: 2,
    handler: (job) => stores.renderPreviews(job.data),
  });
}
