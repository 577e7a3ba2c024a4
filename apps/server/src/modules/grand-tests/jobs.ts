/** Grand tests' job: every ten minutes, the item analysis of each test whose window has closed (once per test). */
import type { JobQueue } from '../../jobs/queue.ts';
import type { GrandTestsAdminService } from './admin-service.ts';

export const GRAND_TEST_JOBS = { analyseClosed: 'grand-tests-analyse-closed' } as const;

export function defineGrandTestJobs(
  jobs: JobQueue,
  admin: Pick<GrandTestsAdminService, 'analyseClosed'>,
  options: { retryDelaySeconds: number },
) {
  jobs.define<Record<string, never>>({
    name: GRAND_TEST_JOBS.analyseClosed,
    schedule: { cron: '*/10 * * * *', tz: 'Asia/Kolkata' },
    retryLimit: 3,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 15 * 60,
    handler: async () => {
      await admin.analyseClosed();
    },
  });
}
