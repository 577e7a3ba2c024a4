/** The monthly coin deposits: a daily scheduled job pays whatever has come due. */
import { defineScheduledJob, type JobQueue } from '../../jobs/queue.ts';
import type { PlanService } from './service.ts';

export const PLAN_JOBS = { payDeposits: 'plans-pay-deposits' } as const;

export function definePlanJobs(jobs: JobQueue, plans: PlanService, options: { retryDelaySeconds: number }) {
  defineScheduledJob(jobs, {
    name: PLAN_JOBS.payDeposits,
    // Every day just after midnight in India; a missed run (server down) is sent once on start.
    cron: '5 0 * * *',
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 15 * 60,
    run: () => plans.payDueDeposits(),
  });
}
