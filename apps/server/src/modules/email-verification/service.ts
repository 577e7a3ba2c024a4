/**
 * Email verification: a single-use link valid for EMAIL_VERIFICATION_LINK_HOURS, mailed at
 * sign-up and again on request ("Send again", a few times an hour). Opening it marks the address
 * verified; the economy then looks at the account's pending referral (auth.afterEmailVerified).
 */
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  emailVerificationMessages as text,
  type VerificationLinkError,
} from '@medsutra/contract/email-verification/rules';
import { paths } from '@medsutra/contract/routes';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newOneTimeToken, type OneTimeTokenState, oneTimeTokenHash } from '../../lib/one-time-tokens.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { AuthService } from '../auth/service.ts';
import type { EmailVerificationRepository } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;

const refusalByState: Record<OneTimeTokenState, { error: VerificationLinkError; message: string }> = {
  unknown: { error: 'verification_link_invalid', message: text.invalid },
  used: { error: 'verification_link_used', message: text.used },
  expired: { error: 'verification_link_expired', message: text.expired },
};

export function createEmailVerificationService(deps: {
  db: Database;
  repository: EmailVerificationRepository;
  auth: AuthService;
  mailer: Mailer;
  store: RateLimitStore;
  publicUrl: string;
  now: () => Date;
  log: { error(details: object, message: string): void };
}) {
  const { db, repository, auth, mailer, store, now } = deps;

  /** Stores a new token (only its hash) and mails the link that carries it. */
  async function mailLink(user: { id: string; email: string }) {
    const { token, row } = newOneTimeToken(now(), EMAIL_VERIFICATION_LINK_HOURS * HOUR_MS);
    await repository.insert(db, { ...row, userId: user.id });
    const link = new URL(`${paths.verifyEmail}?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();
    await mailer.send({ to: user.email, subject: text.mailSubject, text: text.mailText(link) });
  }

  return {
    /**
     * The link a new account gets. A mail server that is down must not undo a sign-up that has
     * committed: the failure is logged, and the banner's "Send again" tries later.
     */
    async sendLinkAfterSignUp(user: { id: string; email: string }) {
      try {
        await mailLink(user);
      } catch (error) {
        deps.log.error({ err: error, userId: user.id }, 'the verification email could not be sent');
      }
    },

    /** "Send again" for the signed-in user: a few links an hour per account. */
    async resend(user: SessionUser): Promise<string> {
      if (user.emailVerified) return text.alreadyVerified;
      const { count, resetAt } = await store.increment(`verify-mail:${user.id}`, HOUR_MS);
      if (count > EMAIL_VERIFICATION_RESENDS_PER_HOUR) {
        const seconds = Math.max(1, Math.ceil((resetAt - now().getTime()) / 1000));
        throw new AppError('tooManyRequests', text.tooManyResends(Math.ceil(seconds / 60)), {
          headers: { 'retry-after': String(seconds) },
          details: { retryAfterSeconds: seconds },
        });
      }
      try {
        await mailLink(user);
      } catch (error) {
        deps.log.error({ err: error, userId: user.id }, 'the verification email could not be sent');
        throw new AppError('unavailable', text.sendFailed);
      }
      return text.sent(user.email);
    },

    /** Uses a link's token once; refused with why (expired, used, unknown) otherwise. */
    async verify(token: string): Promise<string> {
      const tokenHash = oneTimeTokenHash(token);
      const userId = await db.transaction(async (tx) => {
        const at = now();
        const owner = await repository.consume(tx, tokenHash, at);
        if (!owner) return null;
        await auth.markEmailVerified(tx, owner);
        await repository.retireAllOfUser(tx, owner, at);
        return owner;
      });
      if (!userId) {
        const refusal = refusalByState[await repository.stateOf(db, tokenHash, now())];
        throw new AppError('badRequest', refusal.message, { details: { error: refusal.error } });
      }
      try {
        await auth.afterEmailVerified(userId);
      } catch (error) {
        // The address is verified either way; the referral is looked at again at the next daily login.
        deps.log.error({ err: error, userId }, 'settling the referral after verification failed');
      }
      return text.verified;
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
