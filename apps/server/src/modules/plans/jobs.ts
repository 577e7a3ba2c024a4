/** The monthly coin deposits: a daily scheduled job pays whatever has come due. */
import type { JobQueue } from '../../jobs/queue.ts';
import type { PlanService } from './service.ts';

export const PLAN_JOBS = { payDeposits: 'plans-pay-deposits' } as const;

export function definePlanJobs(jobs: JobQueue, plans: PlanService, options: { retryDelaySeconds: number }) {
  jobs.define<Record<string, never>>({
    name: PLAN_JOBS.payDeposits,
    // Every day just after midnight in India; a missed run (server down) is sent once on start.
    schedule: { cron: '5 0 * * *', tz: 'Asia/Kolkata' },
    retryLimit: 3,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 15 * 60,
    handler: async () => {
      await plans.payDueDeposits();
    },
  });
}
