/**
 * buildApp: the whole HTTP application. Everything from outside (database, clock, config) comes in
 * through `deps`, so tests build exactly this app with local parts. It reads as the list of
 * capabilities in the order they are wired; each module's wiring is in wiring/ (docs/architecture.md).
 */
import { PAGE_COMPANY_ID } from '@medsutra/contract/site/api';
import { seoPageExtras } from '@medsutra/contract/site/seo-extras';
import type { FastifyInstance } from 'fastify';
import { fileStoreFor } from './adapters/files/file-store-for.ts';
import { fileWorkLimits } from './config.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createFileWork } from './lib/untrusted/file-work.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createContactService } from './modules/contact/service.ts';
import { documentationRoutes } from './modules/documentation/routes.ts';
import { createDocumentationService } from './modules/documentation/service.ts';
import { createHttpSourceFetcher } from './modules/documentation/source-fetcher.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { medstagramReportTargets } from './modules/medstagram/report-target.ts';
import { createPurchasedPdfService } from './modules/purchased-pdfs/service.ts';
import { chatbaseSecretResolver } from './modules/sessions/chatbase-secret.ts';
import { listingReportTarget } from './modules/stores/report-target.ts';
import { sessionUserPlugin } from './plugins/session-user.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerAccountsAndData } from './wiring/account-data.ts';
import { createAccountServices } from './wiring/accounts.ts';
import { registerAdmin } from './wiring/admin.ts';
import { registerAiTools } from './wiring/ai-tools.ts';
import type { AppDeps, WiringContext } from './wiring/context.ts';
import { registerEconomy, registerPlans } from './wiring/economy.ts';
import { lateGoldenCopies, registerGoldenStore } from './wiring/golden-store.ts';
import { createHttpApp, registerRequestGuards } from './wiring/http.ts';
import { registerLibrary } from './wiring/library.ts';
import { registerNotesPdfs } from './wiring/notes-pdfs.ts';
import { registerPayments, warnAboutPaymentsMode } from './wiring/payments.ts';
import { registerPractice } from './wiring/practice.ts';
import { lateStoreWatermarks, registerStores } from './wiring/stores.ts';
import { registerTests } from './wiring/tests.ts';
import { registerTutorAndInsights } from './wiring/tutor.ts';

export type { AppDeps } from './wiring/context.ts';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const app = createHttpApp(config, deps.logStream);
  // Security headers, compression, cookies, rate limits and the same-origin guard come first.
  const rateLimitStore = await registerRequestGuards(app, config, now);
  // The accounts' services that other modules ask (their routes are registered further down):
  // the sessions module turns the cookie into request.user.
  const accountServices = createAccountServices({
    db,
    now,
    chatbaseSecret: chatbaseSecretResolver({
      configured: config.CHATBASE_IDENTITY_SECRET,
      dataDir: config.dataDirPath,
      db,
    }),
    secureCookies: config.secureCookies,
  });
  await app.register(sessionUserPlugin, { sessions: accountServices.sessions, cookie: accountServices.cookie });

  // Every module defines its jobs on this queue; it starts once the app is ready (below).
  const jobs =
    deps.jobs ??
    createJobQueue({
      database,
      role: config.JOBS_ROLE,
      pollingIntervalSeconds: config.JOBS_POLL_INTERVAL_MS / 1000,
      stopTimeoutMs: config.JOBS_STOP_TIMEOUT_MS,
      startDelayMs: deps.jobsStartDelayMs ?? 0,
      logger: app.log,
    });
  const files = deps.files ?? fileStoreFor(config);
  // Every untrusted PDF or picture is parsed, drawn and stamped in this pool's child processes.
  const fileWork = deps.fileWork ?? createFileWork({ limits: fileWorkLimits(config), logger: app.log });
  if (!deps.fileWork) app.addHook('onClose', () => fileWork.close());
  const ctx: WiringContext = {
    app,
    deps,
    config,
    database,
    db,
    now,
    jobs,
    rateLimitStore,
    accountServices,
    files,
    fileWork,
  };

  await app.register(healthRoutes, { pingDatabase: () => database.ping() });
  await app.register(contactRoutes, {
    service: createContactService({ db }),
    perHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
  });
  const economy = await registerEconomy(ctx);
  const plans = await registerPlans(ctx, economy);
  const { authStatus, mailer } = await registerAccountsAndData(ctx, economy, plans);
  await app.register(documentationRoutes, {
    service: createDocumentationService({
      db,
      fetchSource: deps.documentationSourceFetcher ?? createHttpSourceFetcher(),
      now,
    }),
    initializePerMinute: 10,
    refreshPer10Minutes: 5,
  });
  const library = await registerLibrary(ctx, economy);
  const aiTools = await registerAiTools(ctx, economy, plans, library);

  // The PDF service asks the notes store and the Golden Med Store, which are made after it (from
  // its PDFs): it is given these lookups, bound when each store is made (decision 068).
  const storeWatermarks = lateStoreWatermarks();
  const goldenCopies = lateGoldenCopies();
  // The one owner of purchased-PDF rows: notes-store copies and Golden Med Store copies alike.
  const purchased = createPurchasedPdfService({ files });
  const pdfs = await registerNotesPdfs(ctx, library, { storeWatermarks, goldenCopies, purchased });
  const stores = await registerStores(ctx, {
    economy: economy.economy,
    pdfs,
    purchased,
    library: library.library,
    medstagram: aiTools.medstagram,
    storeWatermarks,
  });

  const practice = await registerPractice(ctx, economy, library, aiTools);
  await registerTests(ctx, economy, library, practice, mailer);
  await registerTutorAndInsights(ctx, economy, plans, library, aiTools, practice);

  warnAboutPaymentsMode(ctx);
  const golden = await registerGoldenStore(ctx, { pdfs, purchased, plans, goldenCopies });
  await registerPayments(ctx, economy, plans, golden, stores);

  // the admin console and the moderation queue (other modules add their report targets here)
  await registerAdmin(app, {
    db,
    users: accountServices.users,
    sessions: accountServices.sessions,
    devices: accountServices.devices,
    plans,
    economy: economy.economy,
    now,
    reportTargets: deps.reportTargets ?? [
      listingReportTarget(stores),
      ...medstagramReportTargets({ users: accountServices.users }),
    ],
    reportsPerHour: 30,
    adminActionsPerMinute: 60,
  });
  // Every module defines its jobs above. The queue starts beside the app rather than before it, so
  // the server is healthy sooner (after `jobsStartDelayMs`, decision 071); a send waits for the
  // start, and a failed start is logged.
  app.addHook('onReady', async () => {
    jobs.start().catch((error: unknown) => app.log.fatal({ err: error }, 'the job queue did not start'));
  });
  app.addHook('onClose', () => jobs.stop());

  await registerWebApp(app, {
    distPath: config.webDistPath,
    publicUrl: config.PUBLIC_URL,
    notFoundPerMinute: config.RATE_LIMIT_NOT_FOUND_PER_MINUTE,
    sessionCookie: accountServices.cookie.name,
    authStatus: async (request, reply) => {
      // The page's auth status names the plan: read in the session's statement (decision 070).
      await app.loadSessionUser(request, plans.planLabelAlongsideSession);
      return authStatus(request, reply);
    },
    headExtras: seoPageExtras(config.PUBLIC_URL),
    pageData: { [PAGE_COMPANY_ID]: aiTools.company },
  });
  return app;
}
