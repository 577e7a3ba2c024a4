/**
 * The notes module's job: stamping a purchased copy with its buyer's watermark, off the request
 * and in the file work's child process (decisions 069 and 073).
 */
import type { JobQueue } from '../../jobs/queue.ts';
import { NOTES_STAMP_JOB, type PdfService, type StampJobData } from './pdf-service.ts';

export function defineNotesJobs(jobs: JobQueue, pdfs: PdfService, options: { retryDelaySeconds: number }) {
  jobs.define<StampJobData>({
    name: NOTES_STAMP_JOB,
    // A limit hit marks the copy and ends the job; these retries are for a lost file store or database.
    retryLimit: 2,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    handler: (job) => pdfs.stampCopy(job.data),
  });
}
