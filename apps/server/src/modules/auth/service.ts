/**
 * Accounts: sign-up, sign-in, sign-out and silent validation. Every way in (password, Google)
 * ends in `startSignedInSession`: the device is admitted under the per-user lock and a new
 * session token is issued in the same transaction.
 */

import { authMessages } from '@medsutra/contract/auth/account-messages';
import type { SignInRequest, SignUpRequest } from '@medsutra/contract/auth/api';
import { isDeviceFingerprint, normalizeEmail } from '@medsutra/contract/auth/rules';
import { apiErrorCodes } from '@medsutra/contract/http/errors';
import { cleanDisplayName } from '@medsutra/contract/text';
import type { Database } from '../../db/client.ts';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/errors.ts';
import type { ActiveSession, SessionUser } from '../../modules/sessions/session-user.ts';
import type { DevicesService, DeviceVisit } from '../devices/service.ts';
import type { SessionsService, StartedSession } from '../sessions/service.ts';
import type { CredentialsChecker } from './credentials.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { AuthLimits } from './rate-limits.ts';
import { type UserRow, type UsersRepository, uniqueViolation } from './repository.ts';
import { toUserReply } from './user-reply.ts';

/** Called inside the transaction that creates an account; the economy pays the welcome bonus here. */
export type OnAccountCreated = (
  tx: DbExecutor,
  event: {
    userId: string;
    email: string;
    referralCode: string | null;
    deviceFingerprint: string | null;
    /** The address the sign-up came from. */
    ipAddress: string;
  },
) => Promise<void>;

/** Runs after an account's address is verified (committed): the economy may pay a referral then. */
export type OnEmailVerified = (userId: string) => Promise<void>;

export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
  /** The session this browser had before signing in again: it ends, so every sign-in rotates the token. */
  previousSessionId: string | null;
}

type SignUpInput = Omit<SignUpRequest, 'email' | 'password' | 'fullName' | 'referralCode'> & {
  email: string;
  password: string;
  fullName: string;
  referralCode: string | null;
};
type SignInInput = Omit<SignInRequest, 'email' | 'password'> & { email: string; password: string };

export interface AuthServiceDeps {
  db: Database;
  users: UsersRepository;
  hasher: PasswordHasher;
  limits: AuthLimits;
  credentials: CredentialsChecker;
  devices: DevicesService;
  sessions: SessionsService;
  onAccountCreated: OnAccountCreated;
  onEmailVerified: OnEmailVerified;
  /** Mails a new account its verification link, after the account is committed. */
  sendVerificationLink: (user: { id: string; email: string }) => Promise<void>;
  /** The plan label of a user ('Free' until the payments module answers). */
  planLabelFor: (userId: string) => Promise<string>;
  /** Runs in the transaction of every successful sign-in (the account module cancels a pending deletion). */
  onSignedIn?: (tx: DbExecutor, userId: string) => Promise<void>;
  now: () => Date;
}

/** A referral code collision is retried with a new code this many times. */
const CREATE_ATTEMPTS = 3;

function requireFingerprint(fingerprint: string | undefined): string {
  if (!isDeviceFingerprint(fingerprint)) throw new AppError('badRequest', authMessages.validation.fingerprintNotReady);
  return fingerprint;
}

/** The device a sign-up or a sign-in comes from, as the devices module records it. */
function deviceVisit(
  fingerprint: string,
  input: Pick<SignInInput, 'deviceInfo' | 'securityFlags'>,
  context: RequestContext,
): DeviceVisit {
  return {
    fingerprint,
    info: input.deviceInfo,
    securityFlags: input.securityFlags,
    ipAddress: context.ip,
    userAgentHeader: context.userAgent,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, users, hasher, limits, credentials, devices, sessions, onAccountCreated, now } = deps;

  /** `planLabel`: when the caller already has it (read beside the session, decision 070). */
  const userReply = async (user: Parameters<typeof toUserReply>[0], planLabel?: string) =>
    toUserReply(user, planLabel ?? (await deps.planLabelFor(user.id)));

  async function startSignedInSession(
    exec: DbExecutor,
    user: UserRow,
    visit: DeviceVisit,
    context: RequestContext,
    limitMessage: string,
  ): Promise<StartedSession> {
    await devices.admit(exec, user.id, visit, limitMessage);
    // Signing in cancels a pending account deletion (DPDP: the 7-day window), in this transaction.
    await deps.onSignedIn?.(exec, user.id);
    if (context.previousSessionId) await sessions.end(exec, context.previousSessionId, 'replaced_by_sign_in');
    return sessions.start(exec, {
      userId: user.id,
      deviceFingerprint: visit.fingerprint,
      userAgent: context.userAgent ?? null,
      ipAddress: context.ip,
    });
  }

  /** Creates an account in its own transaction, retrying when the new referral code collides. */
  async function createAccount<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(work);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_unique') throw accountExists();
        if (constraint === 'users_referral_code_unique' && attempt < CREATE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  function accountExists() {
    return new AppError('conflict', authMessages.server.accountExists, {
      details: { error: apiErrorCodes.accountExists },
    });
  }

  function blockedError() {
    return new AppError('forbidden', authMessages.redirectErrorTypes.email_blocked, {
      details: { error: apiErrorCodes.emailBlocked },
    });
  }

  return {
    userReply,
    startSignedInSession,

    /** GET /api/user/auth-status's answer for the caller's session; pages carry it too (web-app.ts). */
    async status(user: SessionUser | null, cookieToken?: string, planLabel?: string) {
      if (!user) {
        const signedOutReason = cookieToken ? await sessions.reportedEndReason(cookieToken) : null;
        if (!signedOutReason) return { success: true as const, authenticated: false };
        return {
          success: true as const,
          authenticated: false,
          signedOutReason,
          message: authMessages.server.signedOutDeviceRemoved,
        };
      }
      return { success: true as const, authenticated: true, user: await userReply(user, planLabel) };
    },
    blockedError,

    async signUp(input: SignUpInput, context: RequestContext) {
      await limits.countAddress('signUp', context.ip);
      const fingerprint = requireFingerprint(input.deviceFingerprint);
      if (await users.findByEmail(db, input.email)) throw accountExists();
      const passwordHash = await hasher.hash(input.password);
      const visit = deviceVisit(fingerprint, input, context);
      const { user, session } = await createAccount(async (tx) => {
        const user = await users.insert(tx, {
          email: input.email,
          fullName: input.fullName,
          passwordHash,
          referredByCode: input.referralCode,
        });
        const session = await startSignedInSession(tx, user, visit, context, authMessages.deviceLimit.login);
        await onAccountCreated(tx, {
          userId: user.id,
          email: user.email,
          referralCode: input.referralCode,
          deviceFingerprint: fingerprint,
          ipAddress: context.ip,
        });
        return { user, session };
      });
      await deps.sendVerificationLink(user);
      return { session, user: await userReply(user) };
    },

    async signIn(input: SignInInput, fingerprintHeader: string | undefined, context: RequestContext) {
      await limits.countAddress('signIn', context.ip);
      const fingerprint = requireFingerprint(input.deviceFingerprint || fingerprintHeader);
      const user = await credentials.prove(input.email, input.password, context.ip);
      if (user.accessAllowed !== 'yes') throw blockedError();
      const visit = deviceVisit(fingerprint, input, context);
      const session = await db.transaction((tx) =>
        startSignedInSession(tx, user, visit, context, authMessages.deviceLimit.login),
      );
      return { session, user: await userReply(user) };
    },

    async signOut(session: ActiveSession | null) {
      if (session) await sessions.end(db, session.id, 'logout');
    },

    /**
     * Auto-login only for the caller's own valid session, for the email it belongs to, on the
     * device it was started on. An email and a fingerprint alone never sign anyone in.
     */
    async silentValidate(
      user: SessionUser | null,
      session: ActiveSession | null,
      body: { email: string; deviceFingerprint?: string | undefined },
    ) {
      const allowed =
        user !== null &&
        session !== null &&
        user.accessAllowed &&
        user.email === normalizeEmail(body.email) &&
        isDeviceFingerprint(body.deviceFingerprint) &&
        session.deviceFingerprint === body.deviceFingerprint;
      if (!allowed) {
        return { autoLoginAllowed: false, message: authMessages.server.autoLoginRefused };
      }
      return { autoLoginAllowed: true, user: await userReply(user) };
    },

    /** A Google identity's account: linked by subject, else by verified email, else a new one. */
    async findOrCreateGoogleUser(
      exec: DbExecutor,
      identity: { subject: string; email: string; name: string | null },
      referralCode: string | null,
      deviceFingerprint: string | null,
      ipAddress: string,
    ): Promise<{ user: UserRow; created: boolean }> {
      const bySubject = await users.findByGoogleSubject(exec, identity.subject);
      if (bySubject) return { user: bySubject, created: false };
      const email = normalizeEmail(identity.email);
      const byEmail = await users.findByEmail(exec, email);
      if (byEmail) {
        const at = now();
        await users.linkGoogleSubject(exec, byEmail.id, identity.subject, at);
        return {
          user: { ...byEmail, googleSubject: identity.subject, emailVerifiedAt: byEmail.emailVerifiedAt ?? at },
          created: false,
        };
      }
      const user = await users.insert(exec, {
        email,
        fullName:
          cleanDisplayName(identity.name ?? '')
            .trim()
            .slice(0, 100) || email.split('@')[0]!,
        passwordHash: null,
        referredByCode: referralCode,
        googleSubject: identity.subject,
        // Google vouches for the address (the callback refuses an unverified one).
        emailVerifiedAt: now(),
      });
      await onAccountCreated(exec, { userId: user.id, email, referralCode, deviceFingerprint, ipAddress });
      return { user, created: true };
    },

    createAccount,

    /** Marks the address verified inside the caller's transaction; false when it already was. */
    markEmailVerified(exec: DbExecutor, userId: string) {
      return users.markEmailVerified(exec, userId, now());
    },

    /** Call after the transaction that verified an address has committed. */
    afterEmailVerified(userId: string) {
      return deps.onEmailVerified(userId);
    },

    findUserById(userId: string) {
      return users.findById(db, userId);
    },

    findUserByEmail(email: string) {
      return users.findByEmail(db, normalizeEmail(email));
    },

    hashPassword(password: string) {
      return hasher.hash(password);
    },

    setPasswordHash(exec: DbExecutor, userId: string, passwordHash: string) {
      return users.setPasswordHash(exec, userId, passwordHash, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
