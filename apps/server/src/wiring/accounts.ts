/**
 * Wires the account modules (auth, devices, sessions, Google sign-in, password reset, email
 * verification) and their adapters into the app, so app.ts stays a list of capabilities. It
 * lives outside the modules: auth is one of the modules wired here, not their owner.
 */
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { paths } from '@medsutra/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../adapters/mail/mailer.ts';
import { createOpenIdClient, disabledOidcClient } from '../adapters/oidc/oidc-client.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from '../adapters/rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from '../adapters/rate-limit/redis-store.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DbExecutor } from '../db/executor.ts';
import type { ReadAlongsideSession } from '../db/read-alongside.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createCredentialsChecker } from '../modules/auth/credentials.ts';
import { createUserDirectory } from '../modules/auth/directory.ts';
import { argon2idHasher, type PasswordHasher } from '../modules/auth/password-hasher.ts';
import { profileRoutes } from '../modules/auth/profile-routes.ts';
import { createProfileService } from '../modules/auth/profile-service.ts';
import { createAuthLimits } from '../modules/auth/rate-limits.ts';
import { createUsersRepository } from '../modules/auth/repository.ts';
import { answerAuthStatus, authRoutes } from '../modules/auth/routes.ts';
import { createAuthService, type OnAccountCreated, type OnEmailVerified } from '../modules/auth/service.ts';
import { devOutboxRoutes } from '../modules/dev-outbox/routes.ts';
import { createDevOutboxService } from '../modules/dev-outbox/service.ts';
import { createDevicesRepository } from '../modules/devices/repository.ts';
import { deviceRoutes } from '../modules/devices/routes.ts';
import { createDevicesService, type DevicesService } from '../modules/devices/service.ts';
import type { ReferralAccounts } from '../modules/economy/referral-service.ts';
import { createEmailVerificationRepository } from '../modules/email-verification/repository.ts';
import { emailVerificationRoutes } from '../modules/email-verification/routes.ts';
import {
  createEmailVerificationService,
  type EmailVerificationService,
} from '../modules/email-verification/service.ts';
import { createGoogleSignInRepository } from '../modules/google-sign-in/repository.ts';
import { googleSignInRoutes } from '../modules/google-sign-in/routes.ts';
import { createGoogleSignInService } from '../modules/google-sign-in/service.ts';
import { definePasswordResetJobs } from '../modules/password-reset/jobs.ts';
import { createPasswordResetRepository } from '../modules/password-reset/repository.ts';
import { passwordResetRoutes } from '../modules/password-reset/routes.ts';
import { createPasswordResetService } from '../modules/password-reset/service.ts';
import { createSessionsRepository } from '../modules/sessions/repository.ts';
import { sessionRoutes } from '../modules/sessions/routes.ts';
import { createSessionsService, type SessionsService } from '../modules/sessions/service.ts';
import { createSessionCookie, type SessionCookie } from '../modules/sessions/session-cookie.ts';

export interface AccountsOptions {
  config: Config;
  db: Database;
  now: () => Date;
  onAccountCreated: OnAccountCreated;
  /** After an address is verified (the economy settles a pending referral). */
  onEmailVerified: OnEmailVerified;
  /** The plan label of a user (the plans module's); 'Free' when not given. */
  planLabelFor?: (userId: string) => Promise<string>;
  /** The same label read in the session's statement, for the auth status (decision 070). */
  planLabelRead?: ReadAlongsideSession<string>;
  /** Runs in the transaction of every successful sign-in (password or Google). */
  onSignedIn?: (tx: DbExecutor, userId: string) => Promise<void>;
  rateLimitStore?: RateLimitStore;
  mailer?: Mailer;
  /** The job queue: the password-reset mail is a job. */
  jobs: JobQueue;
  /** Made before the accounts, since other modules ask them too (see createAccountServices). */
  sessions: SessionsService;
  devices: DevicesService;
  cookie: SessionCookie;
  /** argon2id by default; tests wrap it to count how many passwords were checked. */
  passwordHasher?: PasswordHasher;
}

/**
 * The accounts' services that other modules ask (the economy asks the user directory and the
 * devices a user has used), made before the modules that need them.
 */
export function createAccountServices(options: {
  db: Database;
  now: () => Date;
  /** The Chatbase identity secret (chatbaseSecretResolver in the app; a constant in tests). */
  chatbaseSecret: () => Promise<string>;
  /** Secure, `__Host-` cookies (over HTTPS). */
  secureCookies?: boolean;
}) {
  const { db, now } = options;
  const sessions = createSessionsService({
    db,
    repository: createSessionsRepository(),
    now,
    chatbaseSecret: options.chatbaseSecret,
  });
  const users = createUserDirectory({ db });
  const devices = createDevicesService({ db, repository: createDevicesRepository(), sessions, accounts: users, now });
  const cookie = createSessionCookie(options.secureCookies ?? false);
  return { sessions, devices, users, cookie };
}
export type AccountServices = ReturnType<typeof createAccountServices>;

/** What referrals ask the accounts: the user directory, and the devices a user has used. */
export function referralAccountsFrom(services: AccountServices): ReferralAccounts {
  const { users, devices } = services;
  return {
    idByReferralCode: users.idByReferralCode,
    isEmailVerified: users.isEmailVerified,
    referralCodeOf: users.referralCodeOf,
    summariesOf: users.summariesOf,
    deviceFingerprints: devices.fingerprintsOf,
  };
}

export async function registerAccounts(app: FastifyInstance, options: AccountsOptions) {
  const { config, db, now } = options;
  const { cookie } = options;
  const planLabelFor = options.planLabelFor ?? (async () => 'Free');

  const store =
    options.rateLimitStore ??
    (config.REDIS_URL
      ? createRedisRateLimitStore(config.REDIS_URL)
      : createMemoryRateLimitStore(() => now().getTime()));
  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createOutboxMailer({ db, log: app.log, logBody: config.NODE_ENV === 'development' }));
  // A trial with no SMTP server shows its mail at /dev/outbox, to this machine only.
  if (mailer.kind === 'outbox' && config.loopbackTrial) {
    await app.register(devOutboxRoutes, { service: createDevOutboxService({ db }) });
  }
  // The Google sign-in popup goes from here to the provider's origin and back; any stricter
  // opener policy on these steps makes the browser cut it off from the page that opened it.
  const popupSteps = new Set<string>([authApiPaths.googleStart, authApiPaths.googleCallback, paths.oauthComplete]);
  app.addHook('onSend', async (request, reply) => {
    if (popupSteps.has(request.url.split('?')[0] ?? '')) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
  app.addHook('onClose', async () => {
    if (!options.rateLimitStore) await store.close();
    if (!options.mailer) await mailer.close();
  });

  const limits = createAuthLimits({ store, config, now: () => now().getTime() });
  const users = createUsersRepository();
  const hasher = options.passwordHasher ?? argon2idHasher;
  const credentials = createCredentialsChecker({ db, users, hasher, limits });
  const { sessions, devices } = options;
  // Sign-up mails the link and verification marks the account: each needs the other, so the
  // verification service is made right after auth and reached through this binding.
  let emailVerification: EmailVerificationService | undefined;
  const auth = createAuthService({
    db,
    users,
    hasher,
    limits,
    credentials,
    devices,
    sessions,
    onAccountCreated: options.onAccountCreated,
    onEmailVerified: options.onEmailVerified,
    sendVerificationLink: (user) => emailVerification!.sendLinkAfterSignUp(user),
    planLabelFor,
    ...(options.onSignedIn ? { onSignedIn: options.onSignedIn } : {}),
    now,
  });
  emailVerification = createEmailVerificationService({
    db,
    repository: createEmailVerificationRepository(),
    auth,
    mailer,
    store,
    publicUrl: config.PUBLIC_URL,
    now,
    log: app.log,
  });
  const oidc =
    config.googleEnabled && config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createOpenIdClient({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
        })
      : disabledOidcClient;
  const google = createGoogleSignInService({
    db,
    oidc,
    repository: createGoogleSignInRepository(),
    auth,
    publicUrl: config.PUBLIC_URL,
    now,
    log: app.log,
  });
  const passwordReset = createPasswordResetService({
    db,
    repository: createPasswordResetRepository(),
    auth,
    sessions,
    limits,
    mailer,
    jobs: options.jobs,
    publicUrl: config.PUBLIC_URL,
    now,
    log: app.log,
  });
  definePasswordResetJobs(options.jobs, passwordReset, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });

  const { planLabelRead } = options;
  await app.register(authRoutes, {
    service: auth,
    cookie,
    googleEnabled: oidc.enabled,
    ...(planLabelRead ? { planLabelRead } : {}),
  });
  await app.register(deviceRoutes, { service: devices, credentials, limits, cookie });
  await app.register(sessionRoutes, { service: sessions, cookie });
  await app.register(googleSignInRoutes, { service: google, secureCookies: config.secureCookies, cookie });
  await app.register(passwordResetRoutes, { service: passwordReset, cookie });
  await app.register(emailVerificationRoutes, { service: emailVerification, verifyPerMinute: 30 });
  const profile = createProfileService({ db, users, hasher, credentials, sessions, now });
  await app.register(profileRoutes, { service: profile, limits });
  return {
    authStatus: (request: FastifyRequest, reply: FastifyReply) =>
      answerAuthStatus(auth, request, reply, cookie, planLabelRead),
    profile,
    /** The one mailer (SMTP, or the outbox on a trial), for the other modules that send mail. */
    mailer,
  };
}
