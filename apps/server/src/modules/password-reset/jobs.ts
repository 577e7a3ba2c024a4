/** The reset mail is a job, so a forgot-password request does the same work for every email. */
import type { JobQueue } from '../../jobs/queue.ts';
import { PASSWORD_RESET_MAIL_JOB, type PasswordResetMailJob, type PasswordResetService } from './service.ts';

export function definePasswordResetJobs(
  jobs: JobQueue,
  service: PasswordResetService,
  options: { retryDelaySeconds: number },
) {
  jobs.define<PasswordResetMailJob>({
    name: PASSWORD_RESET_MAIL_JOB,
    // An SMTP server that does not answer is retried; a retry may send a second, equally valid link.
    retryLimit: 3,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: 60,
    concurrency: 4,
    handler: (job) => service.sendResetMail(job.data),
  });
}
