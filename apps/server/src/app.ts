/**
 * buildApp: the whole HTTP application. Everything from outside (database, clock, config) comes in
 * through `deps`, so tests build exactly this app with local parts.
 */
import crypto from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { paymentApiPaths } from '@medsutra/contract/payments';
import { seoPageExtras } from '@medsutra/contract/seo-extras';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAiProvider } from './adapters/ai/create-provider.ts';
import type { AiProvider } from './adapters/ai/provider.ts';
import type { FileStore } from './adapters/files/file-store.ts';
import { createFilesystemStore } from './adapters/files/filesystem.ts';
import { createPaymentProvider } from './adapters/payments/create-provider.ts';
import type { PaymentProvider } from './adapters/payments/provider.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { registerAccounts } from './modules/auth/register-accounts.ts';
import type { OnAccountCreated } from './modules/auth/service.ts';
import { createContactRepository } from './modules/contact/repository.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createContactService } from './modules/contact/service.ts';
import { createDocumentationRepository } from './modules/documentation/repository.ts';
import { documentationRoutes } from './modules/documentation/routes.ts';
import { createDocumentationService } from './modules/documentation/service.ts';
import { createHttpSourceFetcher, type SourceFetcher } from './modules/documentation/source-fetcher.ts';
import { createEconomyAccountHooks } from './modules/economy/account-hooks.ts';
import { createEconomyHistory } from './modules/economy/history.ts';
import { createLeaderboardRepository } from './modules/economy/leaderboard-repository.ts';
import { leaderboardRoutes } from './modules/economy/leaderboard-routes.ts';
import { createLeaderboardService } from './modules/economy/leaderboard-service.ts';
import { referralRoutes } from './modules/economy/referral-routes.ts';
import { economyRoutes } from './modules/economy/routes.ts';
import { createEconomyService } from './modules/economy/service.ts';
import { createFeedRepository } from './modules/feed/repository.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { createFeedService } from './modules/feed/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { mindmapBillingFromEconomy } from './modules/mindmaps/billing.ts';
import { defineMindmapJobs } from './modules/mindmaps/jobs.ts';
import { createMindmapRepository } from './modules/mindmaps/repository.ts';
import { mindmapRoutes } from './modules/mindmaps/routes.ts';
import { createMindmapService } from './modules/mindmaps/service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { definePlanJobs } from './modules/plans/jobs.ts';
import { decoratePlans } from './modules/plans/require-feature.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { createPlanService } from './modules/plans/service.ts';
import { registerEmptyJsonBodyAsObject } from './plugins/empty-json-body.ts';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerSameOriginGuard } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessionUser, sessionCookieName } from './plugins/session-user.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  /** Fetches official documentation pages for Refresh; tests point it at a local server. */
  documentationSourceFetcher?: SourceFetcher;
  /** The AI provider; by default chosen from AI_* (offline when nothing is configured). */
  ai?: AiProvider;
  /** The job queue; by default pg-boss on `database`, started and stopped with the app. */
  jobs?: JobQueue;
  /** Where generated files go; by default DATA_DIR/files. */
  files?: FileStore;
  /** payments: the provider; by default Razorpay when configured, else the test mode. */
  payments?: PaymentProvider;
  /** accounts: runs inside the transaction that creates an account (tests observe it here). */
  onAccountCreated?: OnAccountCreated;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerEmptyJsonBodyAsObject(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, { https: config.secureCookies, razorpayCheckout: config.razorpayEnabled });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // The payment webhook authenticates by its signature instead (payments/webhook-routes.ts).
  registerSameOriginGuard(app, { publicUrl: config.PUBLIC_URL, exemptPaths: [paymentApiPaths.razorpayWebhook] });
  const { loadSessionUser } = registerSessionUser(app, { db: database.db, secureCookies: config.secureCookies, now });

  await app.register(healthRoutes, { pingDatabase: () => database.ping() });
  await app.register(contactRoutes, {
    service: createContactService({ repository: createContactRepository(database.db) }),
    perHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
  });

  // economy
  const economy = createEconomyService({ db: database.db, now });
  await app.register(economyRoutes, {
    db: database.db,
    economy,
    history: createEconomyHistory({ db: database.db, now }),
  });
  await app.register(leaderboardRoutes, {
    db: database.db,
    service: createLeaderboardService({ repository: createLeaderboardRepository(database.db), economy, now }),
  });
  await app.register(referralRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });

  // plans (the paid plan of a user; gating with requireFeature)
  const plans = createPlanService({ db: database.db, economy, now });
  decoratePlans(app, plans);
  await app.register(planRoutes, { plans, db: database.db });

  // accounts
  const { authStatus } = await registerAccounts(app, {
    config,
    db: database.db,
    now,
    // economy: the welcome bonus and the referrer's reward, inside the sign-up transaction
    onAccountCreated: deps.onAccountCreated ?? createEconomyAccountHooks(economy).onAccountCreated,
    planLabelFor: plans.planLabelFor,
  });

  // documentation
  await app.register(documentationRoutes, {
    service: createDocumentationService({
      repository: createDocumentationRepository(database.db),
      fetchSource: deps.documentationSourceFetcher ?? createHttpSourceFetcher(),
      now,
    }),
    initializePerMinute: 10,
    refreshPer10Minutes: 5,
  });

  // mindmaps
  const jobs =
    deps.jobs ??
    createJobQueue({
      database,
      role: config.JOBS_ROLE,
      pollingIntervalSeconds: config.JOBS_POLL_INTERVAL_MS / 1000,
      stopTimeoutMs: config.JOBS_STOP_TIMEOUT_MS,
      logger: app.log,
    });
  const feed = createFeedService({ repository: createFeedRepository(database.db) });
  const mindmaps = createMindmapService({
    repository: createMindmapRepository(database.db),
    billing: mindmapBillingFromEconomy(economy),
    feed,
    jobs,
    ai: deps.ai ?? (await createAiProvider(config)),
    files: deps.files ?? createFilesystemStore(config.filesDirPath),
    now,
    logger: app.log,
  });
  defineMindmapJobs(jobs, mindmaps, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(mindmapRoutes, { service: mindmaps, generatePerMinute: config.RATE_LIMIT_MINDMAP_PER_MINUTE });
  await app.register(feedRoutes, { service: feed });

  // payments
  if (!config.razorpayEnabled && config.NODE_ENV === 'production') {
    app.log.warn('payments are in TEST MODE: plans and coin packs are free until the RAZORPAY_* variables are set');
  }
  const payments = createPaymentsService({
    db: database.db,
    provider: deps.payments ?? createPaymentProvider(config),
    economy,
    plans,
    now,
    logger: app.log,
  });
  await app.register(paymentRoutes, { service: payments, ordersPerMinute: 20 });
  await app.register(paymentWebhookRoutes, { service: payments });
  definePlanJobs(jobs, plans, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  // Every module defines its jobs above. The queue starts beside the app rather than before it, so
  // the server is healthy sooner; a send waits for the start, and a failed start is logged.
  app.addHook('onReady', async () => {
    jobs.start().catch((error: unknown) => app.log.fatal({ err: error }, 'the job queue did not start'));
  });
  app.addHook('onClose', () => jobs.stop());

  await registerWebApp(app, {
    distPath: config.webDistPath,
    publicUrl: config.PUBLIC_URL,
    notFoundPerMinute: config.RATE_LIMIT_NOT_FOUND_PER_MINUTE,
    sessionCookie: sessionCookieName(config.secureCookies),
    authStatus: async (request, reply) => {
      await loadSessionUser(request);
      return authStatus(request, reply);
    },
    headExtras: seoPageExtras(config.PUBLIC_URL),
  });
  return app;
}
