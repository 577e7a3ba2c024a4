/**
 * Password reset: a single-use link valid for 30 minutes, sent by the mail port. The reply to a
 * request is the same whether or not the account exists, and so is the work behind it: the
 * request only counts its limits and queues a job, which looks the account up and sends the mail.
 * Answering an unknown email sooner would tell a stranger which emails have accounts.
 * A reset ends every session.
 */
import { authMessages } from '@medsutra/contract/auth/account-messages';
import { paths } from '@medsutra/contract/routes';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { newOneTimeToken, oneTimeTokenHash } from '../../lib/one-time-tokens.ts';
import type { AuthLimits } from '../auth/rate-limits.ts';
import type { AuthService } from '../auth/service.ts';
import type { SessionsService } from '../sessions/service.ts';
import type { PasswordResetRepository } from './repository.ts';

const RESET_LINK_MINUTES = 30;
export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';
export interface PasswordResetMailJob {
  email: string;
}

export function createPasswordResetService(deps: {
  db: Database;
  repository: PasswordResetRepository;
  auth: AuthService;
  sessions: SessionsService;
  limits: AuthLimits;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
  now: () => Date;
  log: { error(details: object, message: string): void };
}) {
  const { db, repository, auth, sessions, limits, mailer, jobs, now } = deps;

  return {
    async requestReset(email: string, ip: string): Promise<string> {
      await limits.countAddress('reset', ip);
      // Counted per email whether or not it has an account, so the limit tells nothing either.
      if (await limits.allowResetMailTo(email)) {
        await jobs.send<PasswordResetMailJob>(PASSWORD_RESET_MAIL_JOB, { email });
      }
      return authMessages.reset.sent;
    },

    /** The job: a link for a real, allowed account; nothing (quietly) for any other email. */
    async sendResetMail({ email }: PasswordResetMailJob): Promise<void> {
      const user = await auth.findUserByEmail(email);
      if (user && user.accessAllowed === 'yes') {
        const { token, row } = newOneTimeToken(now(), RESET_LINK_MINUTES * 60_000);
        await repository.insert(db, { ...row, userId: user.id });
        const link = new URL(`${paths.resetPassword}?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();
        await mailer.send({
          to: user.email,
          subject: authMessages.reset.mailSubject,
          text: authMessages.reset.mailText(link),
        });
      }
    },

    async resetPassword(token: string, password: string, ip: string): Promise<string> {
      await limits.countAddress('reset', ip);
      const tokenHash = oneTimeTokenHash(token);
      const invalid = () => new AppError('badRequest', authMessages.reset.invalidToken);
      // Checked before the (deliberately slow) hash, and again atomically when it is used.
      if (!(await repository.isUsable(db, tokenHash, now()))) throw invalid();
      const passwordHash = await auth.hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await repository.consume(tx, tokenHash, now());
        if (!userId) throw invalid();
        await auth.setPasswordHash(tx, userId, passwordHash);
        await repository.retireAllOfUser(tx, userId, now());
        await sessions.endAll(tx, userId, 'password_reset');
      });
      return authMessages.reset.done;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
