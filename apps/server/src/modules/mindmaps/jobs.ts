/** The mindmap jobs on the queue: generation (with its dead-letter queue) and PDF rendering. */
import type { JobQueue } from '../../jobs/queue.ts';
import { MINDMAP_JOBS, type MindmapJobData, type MindmapService } from './service.ts';

export function defineMindmapJobs(jobs: JobQueue, service: MindmapService, options: { retryDelaySeconds: number }) {
  jobs.define<MindmapJobData>({
    name: MINDMAP_JOBS.generateFailed,
    retryLimit: 5,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 60,
    handler: (job) => service.runGenerateFailedJob(job.data),
  });
  jobs.define<MindmapJobData>({
    name: MINDMAP_JOBS.generate,
    // A model call can take minutes (2 to 3, docs/product-rules.md, Mindmaps); the provider's own timeout ends it first.
    expireInSeconds: 15 * 60,
    retryLimit: 2,
    retryDelaySeconds: options.retryDelaySeconds,
    deadLetter: MINDMAP_JOBS.generateFailed,
    // Mostly waiting on the model (or, offline, on the database): many at once per process.
    concurrency: 16,
    handler: (job) => service.runGenerateJob(job.data, job.signal),
  });
  jobs.define<MindmapJobData>({
    name: MINDMAP_JOBS.renderPdf,
    expireInSeconds: 5 * 60,
    retryLimit: 3,
    retryDelaySeconds: options.retryDelaySeconds,
    // Rendering is CPU work on this thread: a few at once keep the database busy meanwhile.
    concurrency: 4,
    handler: (job) => service.runPdfJob(job.data),
  });
}
