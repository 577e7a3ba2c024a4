/** The tools' periodic sweep: runs charged and then never answered are refunded. */
import type { JobQueue } from '../../jobs/queue.ts';
import type { ToolService } from './service.ts';

const TOOL_JOBS = { sweep: 'tools.refund-stale-runs' } as const;

export function defineToolJobs(
  jobs: JobQueue,
  tools: ToolService,
  options: { retryDelaySeconds: number; sweepCron: string },
) {
  jobs.define<object>({
    name: TOOL_JOBS.sweep,
    retryLimit: 2,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 10 * 60,
    schedule: { cron: options.sweepCron },
    handler: async () => {
      await tools.refundStaleRuns();
    },
  });
}
