/**
 * Grand tests' jobs: every ten minutes, the item analysis of each test whose window has closed
 * (once per test); every five, the reminder mails of tests whose window has opened.
 */
import type { JobQueue } from '../../jobs/queue.ts';
import type { GrandTestsAdminService } from './admin-service.ts';
import type { GrandTestReminders } from './reminders.ts';

const GRAND_TEST_JOBS = {
  analyseClosed: 'grand-tests-analyse-closed',
  sendReminders: 'grand-tests-send-reminders',
} as const;

export function defineGrandTestJobs(
  jobs: JobQueue,
  admin: Pick<GrandTestsAdminService, 'analyseClosed'>,
  reminders: Pick<GrandTestReminders, 'sendDue'>,
  options: { retryDelaySeconds: number },
) {
  jobs.define<Record<string, never>>({
    name: GRAND_TEST_JOBS.sendReminders,
    schedule: { cron: '*/5 * * * *', tz: 'Asia/Kolkata' },
    retryLimit: 3,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 10 * 60,
    handler: async () => {
      await reminders.sendDue();
    },
  });
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
