/**
 * Wires the accounts (wiring/accounts.ts) together with "your data": export and deletion over
 * every module's personal-data source. The two ask each other, so they are wired here together:
 * a sign-in cancels a pending deletion, and a deletion confirms the password through the
 * profile, which exists only once the accounts are registered (`lateIdentityCheck`).
 */
import type { DeletionServiceDeps } from '../modules/account/deletion-service.ts';
import { createDeletionService } from '../modules/account/deletion-service.ts';
import { createExportService } from '../modules/account/export-service.ts';
import { defineAccountJobs } from '../modules/account/jobs.ts';
import { personalDataSources } from '../modules/account/personal-data-registry.ts';
import { createAccountRepository } from '../modules/account/repository.ts';
import { accountDataRoutes } from '../modules/account/routes.ts';
import { findPersonalDataSubject } from '../modules/auth/personal-data.ts';
import { createUsersRepository } from '../modules/auth/repository.ts';
import type { PlanService } from '../modules/plans/service.ts';
import { registerAccounts } from './accounts.ts';
import type { WiringContext } from './context.ts';
import type { EconomyWiring } from './economy.ts';

type ConfirmIdentity = DeletionServiceDeps['confirmIdentity'];

/** The profile's password check, for the deletion service made before the profile exists. */
function lateIdentityCheck(): { check: ConfirmIdentity; bind(confirm: ConfirmIdentity): void } {
  let bound: ConfirmIdentity | undefined;
  return {
    check: async (user, input, ip) => {
      if (!bound) throw new Error('the accounts module is not registered yet');
      return bound(user, input, ip);
    },
    bind(confirm) {
      bound = confirm;
    },
  };
}

export async function registerAccountsAndData(
  { app, deps, config, db, now, jobs, rateLimitStore, accountServices, files }: WiringContext,
  { accountHooks }: EconomyWiring,
  plans: PlanService,
) {
  const accountRepository = createAccountRepository();
  const personalData = personalDataSources();
  const findSubject = findPersonalDataSubject(createUsersRepository());
  const identity = lateIdentityCheck();
  const accountDeletion = createDeletionService({
    db,
    repository: accountRepository,
    sources: personalData,
    findSubject,
    confirmIdentity: identity.check,
    files,
    now,
    logger: app.log,
  });
  const accountExports = createExportService({
    db,
    repository: accountRepository,
    sources: personalData,
    findSubject,
    jobs,
    files,
    now,
    logger: app.log,
  });

  const { authStatus, profile, mailer } = await registerAccounts(app, {
    config,
    db,
    now,
    // economy: the welcome bonus and the pending referral, inside the sign-up transaction; the
    // referral may pay once the address is verified (and at a daily login, in economyRoutes)
    onAccountCreated: deps.onAccountCreated ?? accountHooks.onAccountCreated,
    onEmailVerified: deps.onEmailVerified ?? accountHooks.onEmailVerified,
    planLabelFor: plans.planLabelFor,
    planLabelRead: plans.planLabelAlongsideSession,
    jobs,
    rateLimitStore,
    ...(deps.passwordHasher ? { passwordHasher: deps.passwordHasher } : {}),
    onSignedIn: accountDeletion.cancelOnSignIn,
    sessions: accountServices.sessions,
    devices: accountServices.devices,
    cookie: accountServices.cookie,
  });
  identity.bind(profile.confirmIdentity);
  defineAccountJobs(
    jobs,
    { exports: accountExports, deletion: accountDeletion },
    { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS, sweepCron: '*/10 * * * *' },
  );
  await app.register(accountDataRoutes, {
    exports: accountExports,
    deletion: accountDeletion,
    exportsPerHour: 10,
    deletionPerHour: 10,
  });
  return { authStatus, mailer };
}
