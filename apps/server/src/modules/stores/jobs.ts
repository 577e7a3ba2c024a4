/** The held seller shares: an hourly job releases those whose holding window has passed. */
import type { JobQueue } from '../../jobs/queue.ts';
import type { StoresService } from './service.ts';

export const STORES_JOBS = { releaseEarnings: 'stores-release-earnings' } as const;

export function defineStoresJobs(jobs: JobQueue, stores: StoresService, options: { retryDelaySeconds: number }) {
  jobs.define<Record<string, never>>({
    name: STORES_JOBS.releaseEarnings,
    schedule: { cron: '17 * * * *', tz: 'Asia/Kolkata' },
    retryLimit: 3,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 15 * 60,
    handler: async () => {
      await stores.releaseDue();
    },
  });
}
