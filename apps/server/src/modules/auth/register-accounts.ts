/**
 * Wires the account modules (auth, devices, sessions, Google sign-in, password reset, email
 * verification) and their
 * adapters into the app, so app.ts stays a list of capabilities.
 */
import { authApiPaths } from '@medsutra/contract/auth-rules';
import { paths } from '@medsutra/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../../adapters/mail/mailer.ts';
import { createOpenIdClient, disabledOidcClient } from '../../adapters/oidc/oidc-client.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../adapters/rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from '../../adapters/rate-limit/redis-store.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createDevicesRepository } from '../devices/repository.ts';
import { deviceRoutes } from '../devices/routes.ts';
import { createDevicesService } from '../devices/service.ts';
import { createEmailVerificationRepository } from '../email-verification/repository.ts';
import { emailVerificationRoutes } from '../email-verification/routes.ts';
import { createEmailVerificationService, type EmailVerificationService } from '../email-verification/service.ts';
import { createGoogleSignInRepository } from '../google-sign-in/repository.ts';
import { googleSignInRoutes } from '../google-sign-in/routes.ts';
import { createGoogleSignInService } from '../google-sign-in/service.ts';
import { definePasswordResetJobs } from '../password-reset/jobs.ts';
import { createPasswordResetRepository } from '../password-reset/repository.ts';
import { passwordResetRoutes } from '../password-reset/routes.ts';
import { createPasswordResetService } from '../password-reset/service.ts';
import { chatbaseSecretResolver } from '../sessions/chatbase-secret.ts';
import { createSessionsRepository } from '../sessions/repository.ts';
import { sessionRoutes } from '../sessions/routes.ts';
import { createSessionsService } from '../sessions/service.ts';
import { createCredentialsChecker } from './credentials.ts';
import { argon2idHasher, type PasswordHasher } from './password-hasher.ts';
import { profileRoutes } from './profile-routes.ts';
import { createProfileService } from './profile-service.ts';
import { createAuthLimits } from './rate-limits.ts';
import { createUsersRepository } from './repository.ts';
import { answerAuthStatus, authRoutes } from './routes.ts';
import { createAuthService, type OnAccountCreated, type OnEmailVerified } from './service.ts';

export interface AccountsOptions {
  config: Config;
  db: Database;
  now: () => Date;
  onAccountCreated: OnAccountCreated;
  /** After an address is verified (the economy settles a pending referral). */
  onEmailVerified: OnEmailVerified;
  /** The plan label of a user (the plans module's); 'Free' when not given. */
  planLabelFor?: (userId: string) => Promise<string>;
  /** Runs in the transaction of every successful sign-in (password or Google). */
  onSignedIn?: (tx: Database, userId: string) => Promise<void>;
  rateLimitStore?: RateLimitStore;
  mailer?: Mailer;
  /** The job queue: the password-reset mail is a job. */
  jobs: JobQueue;
  /** argon2id by default; tests wrap it to count how many passwords were checked. */
  passwordHasher?: PasswordHasher;
}

export async function registerAccounts(app: FastifyInstance, options: AccountsOptions) {
  const { config, db, now } = options;
  const secureCookies = config.secureCookies;
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
  const sessions = createSessionsService({
    db,
    repository: createSessionsRepository(),
    now,
    chatbaseSecret: chatbaseSecretResolver({
      configured: config.CHATBASE_IDENTITY_SECRET,
      dataDir: config.dataDirPath,
      db,
    }),
  });
  const devices = createDevicesService({ db, repository: createDevicesRepository(), sessions, now });
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

  await app.register(authRoutes, { service: auth, secureCookies, googleEnabled: oidc.enabled });
  await app.register(deviceRoutes, { service: devices, credentials, limits, secureCookies });
  await app.register(sessionRoutes, { service: sessions, secureCookies });
  await app.register(googleSignInRoutes, { service: google, secureCookies });
  await app.register(passwordResetRoutes, { service: passwordReset, secureCookies });
  await app.register(emailVerificationRoutes, { service: emailVerification, verifyPerMinute: 30 });
  const profile = createProfileService({ db, users, hasher, credentials, sessions, now });
  await app.register(profileRoutes, { service: profile, limits });
  return {
    authStatus: (request: FastifyRequest, reply: FastifyReply) => answerAuthStatus(auth, request, reply, secureCookies),
    profile,
  };
}
