import { authMessages } from '@medsutra/contract/auth/account-messages';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/hash.ts';

const MINUTE_MS = 60_000;

export interface AuthLimitsConfig {
  LOGIN_MAX_FAILURES: number;
  LOGIN_FAILURE_WINDOW_MINUTES: number;
  RATE_LIMIT_SIGNIN_PER_15_MINUTES: number;
  RATE_LIMIT_SIGNUP_PER_HOUR: number;
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: number;
  PASSWORD_RESET_PER_EMAIL_PER_HOUR: number;
}

type AddressLimit = 'signIn' | 'signUp' | 'reset';

/** Keys carry a hash of the email, so no address book ends up in Redis. */
const emailKey = (email: string) => sha256Hex(email).slice(0, 32);

/** The clock time a person in India reads, e.g. "10:45 am IST". */
function indianClock(epochMs: number): string {
  const time = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(epochMs));
  return `${time} IST`;
}

function tooMany(message: string, retryAfterSeconds: number) {
  return new AppError('tooManyRequests', message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    details: { retryAfterSeconds },
  });
}

export function createAuthLimits(deps: { store: RateLimitStore; config: AuthLimitsConfig; now: () => number }) {
  const { store, config, now } = deps;
  const failureWindowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS;
  const addressLimits: Record<AddressLimit, { max: number; windowMs: number; message: (m: number) => string }> = {
    signIn: {
      max: config.RATE_LIMIT_SIGNIN_PER_15_MINUTES,
      windowMs: 15 * MINUTE_MS,
      message: authMessages.server.tooManySignIns,
    },
    signUp: {
      max: config.RATE_LIMIT_SIGNUP_PER_HOUR,
      windowMs: 60 * MINUTE_MS,
      message: authMessages.server.tooManySignUps,
    },
    reset: {
      max: config.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
      windowMs: 60 * MINUTE_MS,
      message: authMessages.server.tooManyResets,
    },
  };
  const secondsLeft = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));
  const failureKey = (email: string, ip: string) => `fail:${emailKey(email)}:${ip}`;

  return {
    /** Counts one request from this address; 429 once the address is over its limit. */
    async countAddress(kind: AddressLimit, ip: string) {
      const limit = addressLimits[kind];
      const { count, resetAt } = await store.increment(`${kind}:${ip}`, limit.windowMs);
      if (count > limit.max) {
        const seconds = secondsLeft(resetAt);
        throw tooMany(limit.message(Math.ceil(seconds / 60)), seconds);
      }
    },

    /**
     * Takes one of this address's LOGIN_MAX_FAILURES attempts at this account before the password
     * is checked; 429 once they are used up. Counting first (and clearing on success) means
     * guesses sent all at once cannot all slip past the check while the slow hash runs.
     */
    async reserveSignInAttempt(email: string, ip: string) {
      const reservation = await store.reserve(failureKey(email, ip), config.LOGIN_MAX_FAILURES, failureWindowMs);
      if (!reservation.admitted) {
        const seconds = secondsLeft(reservation.resetAt);
        throw tooMany(
          authMessages.server.tooManyFailures(Math.ceil(seconds / 60), indianClock(reservation.resetAt)),
          seconds,
        );
      }
    },

    async clearFailures(email: string, ip: string) {
      await store.reset(failureKey(email, ip));
    },

    /** Whether another reset email may go to this address this hour (a quiet limit: the reply stays the same). */
    async allowResetMailTo(email: string): Promise<boolean> {
      const { count } = await store.increment(`reset-mail:${emailKey(email)}`, 60 * MINUTE_MS);
      return count <= config.PASSWORD_RESET_PER_EMAIL_PER_HOUR;
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
