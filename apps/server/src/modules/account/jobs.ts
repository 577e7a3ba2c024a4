/** The account jobs: an export per request (with its dead-letter queue), and the periodic sweep. */
import type { JobQueue } from '../../jobs/queue.ts';
import type { DeletionService } from './deletion-service.ts';
import { ACCOUNT_JOBS, type ExportJobData, type ExportService } from './export-service.ts';

export function defineAccountJobs(
  jobs: JobQueue,
  services: { exports: ExportService; deletion: DeletionService },
  options: { retryDelaySeconds: number; sweepCron: string },
) {
  jobs.define<ExportJobData>({
    name: ACCOUNT_JOBS.exportFailed,
    retryLimit: 5,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 60,
    handler: (job) => services.exports.runExportFailedJob(job.data),
  });
  jobs.define<ExportJobData>({
    name: ACCOUNT_JOBS.export,
    retryLimit: 2,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 10 * 60,
    deadLetter: ACCOUNT_JOBS.exportFailed,
    handler: (job) => services.exports.runExportJob(job.data),
  });
  // A sweep rather than one delayed job per request: a cancelled request needs no job removed,
  // and a sweep missed while the server was down runs once when it is back (missed: 'once').
  jobs.define<object>({
    name: ACCOUNT_JOBS.sweep,
    retryLimit: 2,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 15 * 60,
    schedule: { cron: options.sweepCron },
    handler: async () => {
      await services.deletion.eraseDueAccounts();
      await services.exports.removeExpiredExports();
    },
  });
}
