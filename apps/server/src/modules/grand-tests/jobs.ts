/**
 * Grand tests' jobs: every ten minutes, the attempts left unsubmitted past their deadline are
 * marked with their saved answers (decision 144), then the item analysis of each test whose window
 * has closed (once per test); every five, the reminder mails of tests whose window has opened; every
 * half hour, the bank's item analysis of the questions answered since its last run (decision 145).
 */
import { defineScheduledJob, type JobQueue } from '../../jobs/queue.ts';
import type { GrandTestsAdminService } from './admin-service.ts';
import type { BankItemAnalysis } from './bank-analysis.ts';
import type { GrandTestReminders } from './reminders.ts';
import type { GrandTestsService } from './service.ts';

export const GRAND_TEST_JOBS = {
  analyseClosed: 'grand-tests-analyse-closed',
  sendReminders: 'grand-tests-send-reminders',
  analyseBank: 'grand-tests-analyse-bank',
} as const;

export function defineGrandTestJobs(
  jobs: JobQueue,
  students: Pick<GrandTestsService, 'finaliseOverdue'>,
  admin: Pick<GrandTestsAdminService, 'analyseClosed'>,
  reminders: Pick<GrandTestReminders, 'sendDue'>,
  bank: Pick<BankItemAnalysis, 'run'>,
  options: { retryDelaySeconds: number },
) {
  defineScheduledJob(jobs, {
    name: GRAND_TEST_JOBS.sendReminders,
    cron: '*/5 * * * *',
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 10 * 60,
    run: () => reminders.sendDue(),
  });
  defineScheduledJob(jobs, {
    name: GRAND_TEST_JOBS.analyseClosed,
    cron: '*/10 * * * *',
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 15 * 60,
    run: async () => {
      await students.finaliseOverdue();
      await admin.analyseClosed();
    },
  });
  defineScheduledJob(jobs, {
    name: GRAND_TEST_JOBS.analyseBank,
    cron: '*/30 * * * *',
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 25 * 60,
    run: () => bank.run(),
  });
}
