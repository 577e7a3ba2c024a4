/** The Google Drive job on the queue: one import or sync, its files downloaded and checked one by one. */
import type { JobQueue } from '../../jobs/queue.ts';
import { DRIVE_JOBS, type DriveImportJobData, type GoogleDriveService } from './service.ts';

/** Attempts after the first; settled files are never worked again, so a retry costs only what was left. */
const RETRY_LIMIT = 3;

export function defineGoogleDriveJobs(
  jobs: JobQueue,
  service: GoogleDriveService,
  options: { retryDelaySeconds: number },
) {
  jobs.define<DriveImportJobData>({
    name: DRIVE_JOBS.import,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: options.retryDelaySeconds,
    // Up to 200 downloads of up to the upload limit each.
    expireInSeconds: 30 * 60,
    // Mostly waiting on Google; page counts and thumbnails are CPU work, so only a few at once.
    concurrency: 2,
    handler: (job) => service.runImportJob(job.data, { retryCount: job.retryCount, retryLimit: RETRY_LIMIT }),
  });
}
