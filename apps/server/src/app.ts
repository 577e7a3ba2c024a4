/**
 * buildApp: the whole HTTP application. Everything from outside (database, clock, config) comes in
 * through `deps`, so tests build exactly this app with local parts.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { flashcardPaths } from '@medsutra/contract/flashcards/api';
import { FIGURES_PATH } from '@medsutra/contract/library/figures';
import { COMMENTS_PER_MINUTE, medstagramMessages } from '@medsutra/contract/medstagram/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { notesApiPaths } from '@medsutra/contract/notes/api';
import { paymentApiPaths } from '@medsutra/contract/payments/api';
import { PAGE_COMPANY_ID } from '@medsutra/contract/site/api';
import { seoPageExtras } from '@medsutra/contract/site/seo-extras';
import { IMAGE_MAX_BYTES } from '@medsutra/contract/tools/outputs';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAiProvider } from './adapters/ai/create-provider.ts';
import type { AiProvider } from './adapters/ai/provider.ts';
import type { FileStore } from './adapters/files/file-store.ts';
import { fileStoreFor } from './adapters/files/file-store-for.ts';
import type { GoogleDrive } from './adapters/google-drive/google-drive.ts';
import { googleDriveFor } from './adapters/google-drive/google-drive-for.ts';
import { createSheetsClient, parseServiceAccountKey } from './adapters/google-sheets/sheets-client.ts';
import { createPaymentProvider } from './adapters/payments/create-provider.ts';
import type { PaymentProvider } from './adapters/payments/provider.ts';
import { createMemoryRateLimitStore } from './adapters/rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from './adapters/rate-limit/redis-store.ts';
import { sharedRouteStore } from './adapters/rate-limit/route-store.ts';
import { type Config, fileWorkLimits } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { type LogStream, loggerOptions } from './lib/log-redaction.ts';
import type { RenderedPage } from './lib/pdf-pages.ts';
import type { WatermarkMark } from './lib/pdf-watermark.ts';
import { createPerUserLimit } from './lib/per-user-limit.ts';
import { createFileWork, type FileWork } from './lib/untrusted/file-work.ts';
import type { DeletionServiceDeps } from './modules/account/deletion-service.ts';
import { createDeletionService } from './modules/account/deletion-service.ts';
import { createExportService } from './modules/account/export-service.ts';
import { defineAccountJobs } from './modules/account/jobs.ts';
import { personalDataSources } from './modules/account/personal-data-registry.ts';
import { createAccountRepository } from './modules/account/repository.ts';
import { accountDataRoutes } from './modules/account/routes.ts';
import type { PasswordHasher } from './modules/auth/password-hasher.ts';
import { findPersonalDataSubject } from './modules/auth/personal-data.ts';
import { createUsersRepository } from './modules/auth/repository.ts';
import type { OnAccountCreated, OnEmailVerified } from './modules/auth/service.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createContactService } from './modules/contact/service.ts';
import { documentationRoutes } from './modules/documentation/routes.ts';
import { createDocumentationService } from './modules/documentation/service.ts';
import { createHttpSourceFetcher, type SourceFetcher } from './modules/documentation/source-fetcher.ts';
import { createEconomyAccountHooks } from './modules/economy/account-hooks.ts';
import { createEconomyHistory } from './modules/economy/history.ts';
import { createLeaderboardRepository } from './modules/economy/leaderboard-repository.ts';
import { leaderboardRoutes } from './modules/economy/leaderboard-routes.ts';
import { createLeaderboardService } from './modules/economy/leaderboard-service.ts';
import { referralRoutes } from './modules/economy/referral-routes.ts';
import { createReferralService } from './modules/economy/referral-service.ts';
import { economyRoutes } from './modules/economy/routes.ts';
import { createEconomyService } from './modules/economy/service.ts';
import { mirrorMistakesIntoFlashcards } from './modules/flashcards/mistake-cards.ts';
import { flashcardRoutes } from './modules/flashcards/routes.ts';
import { createFlashcardsService } from './modules/flashcards/service.ts';
import { flashcardXpFromEconomy } from './modules/flashcards/xp.ts';
import { goldenStoreRoutes } from './modules/golden-store/routes.ts';
import { createGoldenStoreService } from './modules/golden-store/service.ts';
import { defineGoogleDriveJobs } from './modules/google-drive/jobs.ts';
import { createGoogleDriveRepository } from './modules/google-drive/repository.ts';
import { googleDriveRoutes } from './modules/google-drive/routes.ts';
import { createGoogleDriveService } from './modules/google-drive/service.ts';
import { createTokenBox } from './modules/google-drive/token-box.ts';
import { createGrandTestsAdminService } from './modules/grand-tests/admin-service.ts';
import { defineGrandTestJobs } from './modules/grand-tests/jobs.ts';
import { createGrandTestReminders } from './modules/grand-tests/reminders.ts';
import { grandTestsRoutes } from './modules/grand-tests/routes.ts';
import { createGrandTestsService } from './modules/grand-tests/service.ts';
import { createEmbeddingCache } from './modules/grounding/embedding-cache.ts';
import { createGroundedAnswerService } from './modules/grounding/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { insightsRoutes } from './modules/insights/routes.ts';
import { createInsightsService } from './modules/insights/service.ts';
import { createFigureInfo } from './modules/library/figure-info.ts';
import { createFigureLabels } from './modules/library/figure-labels.ts';
import { libraryImportRoutes } from './modules/library/import-routes.ts';
import { createInstitutionImport } from './modules/library/institution-import.ts';
import { licensedImageRoutes } from './modules/library/licensed-image-routes.ts';
import { createLicensedImages } from './modules/library/licensed-images.ts';
import { createQuestionBank } from './modules/library/question-bank.ts';
import { libraryReportsRoutes } from './modules/library/reports-routes.ts';
import { createLibraryReportsService } from './modules/library/reports-service.ts';
import { libraryRoutes } from './modules/library/routes.ts';
import { createLibraryService } from './modules/library/service.ts';
import { createLibraryStats } from './modules/library/stats.ts';
import { practiceAnalyticsRoutes } from './modules/mcq/analytics-routes.ts';
import { createPracticeAnalyticsService } from './modules/mcq/analytics-service.ts';
import { createDailyChallengeService } from './modules/mcq/daily-challenge-service.ts';
import { dailyChallengeXpFromEconomy } from './modules/mcq/daily-challenge-xp.ts';
import { createMistakesDeck } from './modules/mcq/mistakes-deck.ts';
import { createPracticeService } from './modules/mcq/practice-service.ts';
import { practiceXpFromEconomy } from './modules/mcq/practice-xp.ts';
import {
  createQuestionLocks,
  openCustomTestQuestions,
  reservedGrandTestQuestions,
} from './modules/mcq/question-locks.ts';
import { createMcqRepository } from './modules/mcq/repository.ts';
import { practiceRoutes } from './modules/mcq/routes.ts';
import { testsRoutes } from './modules/mcq/tests-routes.ts';
import { createTestsService, type TestSubmitHook, testsXpFromEconomy } from './modules/mcq/tests-service.ts';
import { medstagramReportTargets } from './modules/medstagram/report-target.ts';
import { medstagramRoutes } from './modules/medstagram/routes.ts';
import { createMedstagramService } from './modules/medstagram/service.ts';
import { mindmapBillingFromEconomy } from './modules/mindmaps/billing.ts';
import { defineMindmapJobs } from './modules/mindmaps/jobs.ts';
import { mindmapRoutes } from './modules/mindmaps/routes.ts';
import { createMindmapService } from './modules/mindmaps/service.ts';
import type { ReportTarget } from './modules/moderation/report-target.ts';
import { createDataImport } from './modules/notes/data-import.ts';
import { dataImportRoutes } from './modules/notes/data-import-routes.ts';
import { defineNotesJobs } from './modules/notes/jobs.ts';
import { createPdfService } from './modules/notes/pdf-service.ts';
import { createNotesRepository } from './modules/notes/repository.ts';
import { notesRoutes } from './modules/notes/routes.ts';
import { createNotesService } from './modules/notes/service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { definePlanJobs } from './modules/plans/jobs.ts';
import { decoratePlans } from './modules/plans/require-feature.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { createPlanService } from './modules/plans/service.ts';
import { purchasedPdfsRoutes } from './modules/purchased-pdfs/routes.ts';
import { createPurchasedPdfService } from './modules/purchased-pdfs/service.ts';
import { revisionRoutes } from './modules/revision/routes.ts';
import { createRevisionService } from './modules/revision/service.ts';
import { revisionXpFromEconomy } from './modules/revision/xp.ts';
import { chatbaseSecretResolver } from './modules/sessions/chatbase-secret.ts';
import { sheetsSyncRoutes } from './modules/sheets-sync/routes.ts';
import { createSheetsSyncService } from './modules/sheets-sync/service.ts';
import { storePayoutRows } from './modules/sheets-sync/store-payouts.ts';
import { companyInfoFrom, siteRoutes } from './modules/site/routes.ts';
import { defineStoresJobs } from './modules/stores/jobs.ts';
import { listingReportTarget } from './modules/stores/report-target.ts';
import { storesRoutes } from './modules/stores/routes.ts';
import { studyPlanRoutes } from './modules/study-plans/routes.ts';
import { createStudyPlanService } from './modules/study-plans/service.ts';
import { createCaseSessions } from './modules/tools/cases.ts';
import { registerConceptMapper } from './modules/tools/concept-map.ts';
import { defineToolJobs } from './modules/tools/jobs.ts';
import { createCaseSharing, registerCaseGenerator, registerImageAnalysis } from './modules/tools/model-tools.ts';
import { createToolRepository } from './modules/tools/repository.ts';
import { registerResearchAssistant } from './modules/tools/research.ts';
import { toolRoutes } from './modules/tools/routes.ts';
import { createToolService } from './modules/tools/service.ts';
import { createVivaSessions } from './modules/tools/viva.ts';
import { tutorRoutes } from './modules/tutor/routes.ts';
import { createTutorService } from './modules/tutor/service.ts';
import { registerEmptyJsonBodyAsObject } from './plugins/empty-json-body.ts';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerSameOriginGuard } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { sessionUserPlugin } from './plugins/session-user.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createAccountServices, referralAccountsFrom, registerAccounts } from './wiring/accounts.ts';
import { registerAdmin } from './wiring/admin.ts';
import { lateGoldenCopies } from './wiring/golden-store.ts';
import { createStores, lateStoreWatermarks } from './wiring/stores.ts';

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
  /** How long the default job queue waits after the app is ready before it starts (0). */
  jobsStartDelayMs?: number;
  /** Where generated files go; by default DATA_DIR/files. */
  files?: FileStore;
  /** Google Drive; by default the real API when Google is configured, otherwise none. */
  googleDrive?: GoogleDrive | null;
  /** payments: the provider; by default Razorpay when configured, else the test mode. */
  payments?: PaymentProvider;
  /** accounts: runs inside the transaction that creates an account (tests observe it here). */
  onAccountCreated?: OnAccountCreated;
  /** accounts: runs after an address is verified (tests observe it here). */
  onEmailVerified?: OnEmailVerified;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: LogStream;
  /** moderation: the report targets of the modules that own reportable things; tests add their own. */
  reportTargets?: readonly ReportTarget[];
  /** accounts: the password hasher (argon2id); tests count its verifications. */
  passwordHasher?: PasswordHasher;
  /**
   * Untrusted files' work (decision 073): one pool of child processes under the FILE_WORK_* and
   * PDF_MAX_* limits, started on first use. Tests give one with their own limits.
   */
  fileWork?: FileWork;
  /**
   * PDF work (decision 069): the store's preview renderer and the purchased copies' stamper; by
   * default the file work's. Tests count their calls or make them fail.
   */
  pdfWork?: {
    renderPages?: (bytes: Uint8Array, pages: readonly number[]) => Promise<RenderedPage[]>;
    stamp?: (bytes: Uint8Array, mark: WatermarkMark) => Promise<Uint8Array>;
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, deps.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest to us, whatever addresses they have (decision 074).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
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

  await registerSecurityHeaders(app, {
    https: config.secureCookies,
    razorpayCheckout: config.razorpayEnabled,
    chatbaseWidget: Boolean(config.CHATBASE_AGENT_ID),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Rate-limit counters shared by the modules (in Redis when several processes must agree), and
  // with Redis the route limits too, so every limit holds across the fleet (decision 076).
  const rateLimitStore = config.REDIS_URL
    ? createRedisRateLimitStore(config.REDIS_URL)
    : createMemoryRateLimitStore(() => now().getTime());
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(rateLimit, {
    global: false,
    ...(config.REDIS_URL ? { store: sharedRouteStore(rateLimitStore) } : {}),
  });
  // The payment webhook authenticates by its signature instead (payments/webhook-routes.ts).
  registerSameOriginGuard(app, {
    publicUrl: config.PUBLIC_URL,
    exemptPaths: [paymentApiPaths.razorpayWebhook],
    uploadPaths: [
      notesApiPaths.pdfs,
      notesApiPaths.pearlImage,
      medstagramApiPaths.avatar,
      medstagramApiPaths.imagePosts,
      flashcardPaths.import,
    ],
  });
  // The accounts' services that other modules ask (their routes are registered further down):
  // the sessions module turns the cookie into request.user.
  const accountServices = createAccountServices({
    db: database.db,
    now,
    chatbaseSecret: chatbaseSecretResolver({
      configured: config.CHATBASE_IDENTITY_SECRET,
      dataDir: config.dataDirPath,
      db: database.db,
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

  await app.register(healthRoutes, { pingDatabase: () => database.ping() });
  await app.register(contactRoutes, {
    service: createContactService({ db: database.db }),
    perHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
  });

  const { users } = accountServices;

  // economy
  const economy = createEconomyService({ db: database.db, now });
  const referrals = createReferralService({
    db: database.db,
    economy,
    accounts: referralAccountsFrom(accountServices),
    now,
  });
  const economyAccountHooks = createEconomyAccountHooks(economy, referrals);
  const economyHistory = createEconomyHistory({ db: database.db, now });
  await app.register(economyRoutes, {
    users,
    economy,
    history: economyHistory,
    referrals,
  });
  await app.register(leaderboardRoutes, {
    users,
    service: createLeaderboardService({
      db: database.db,
      repository: createLeaderboardRepository(),
      economy,
      users,
      now,
    }),
  });
  await app.register(referralRoutes, { users, referrals, publicUrl: config.PUBLIC_URL });

  // plans (the paid plan of a user; gating with requireFeature)
  const plans = createPlanService({ db: database.db, economy, users, now });
  decoratePlans(app, plans);
  await app.register(planRoutes, { plans, users });

  const files = deps.files ?? fileStoreFor(config);
  // Every untrusted PDF or picture is parsed, drawn and stamped in this pool's child processes.
  const fileWork = deps.fileWork ?? createFileWork({ limits: fileWorkLimits(config), logger: app.log });
  if (!deps.fileWork) app.addHook('onClose', () => fileWork.close());

  // your data (export and deletion): every module's personal-data source, composed here
  const accountRepository = createAccountRepository();
  const personalData = personalDataSources();
  const findSubject = findPersonalDataSubject(createUsersRepository());
  let confirmIdentity: DeletionServiceDeps['confirmIdentity'] = async () => {
    throw new Error('the accounts module is not registered yet');
  };
  const accountDeletion = createDeletionService({
    db: database.db,
    repository: accountRepository,
    sources: personalData,
    findSubject,
    confirmIdentity: (user, input, ip) => confirmIdentity(user, input, ip),
    files,
    now,
    logger: app.log,
  });
  const accountExports = createExportService({
    db: database.db,
    repository: accountRepository,
    sources: personalData,
    findSubject,
    jobs,
    files,
    now,
    logger: app.log,
  });

  // accounts
  const { authStatus, profile, mailer } = await registerAccounts(app, {
    config,
    db: database.db,
    now,
    // economy: the welcome bonus and the pending referral, inside the sign-up transaction; the
    // referral may pay once the address is verified (and at a daily login, in economyRoutes)
    onAccountCreated: deps.onAccountCreated ?? economyAccountHooks.onAccountCreated,
    onEmailVerified: deps.onEmailVerified ?? economyAccountHooks.onEmailVerified,
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
  confirmIdentity = profile.confirmIdentity;
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

  // documentation
  await app.register(documentationRoutes, {
    service: createDocumentationService({
      db: database.db,
      fetchSource: deps.documentationSourceFetcher ?? createHttpSourceFetcher(),
      now,
    }),
    initializePerMinute: 10,
    refreshPer10Minutes: 5,
  });

  // the medical library (its search also finds the asker's own notes, through the notes service)
  const notesRepository = createNotesRepository();
  // A figure's alt text and box: drawn figures from the web build, licensed images from their records.
  const licensedImages = createLicensedImages({ files });
  const figureInfo = createFigureInfo({
    figuresDir: path.join(config.webDistPath, FIGURES_PATH),
    licensed: licensedImages,
  });
  const library = createLibraryService({ db: database.db, figures: figureInfo, now });
  // The named labels of drawn figures, for image-occlusion flashcards.
  const figureLabels = createFigureLabels({ figuresDir: path.join(config.webDistPath, FIGURES_PATH) });
  // The question bank: what practice, tests and grand tests read of the library's questions.
  const questionBank = createQuestionBank({ db: database.db, figures: figureInfo, now });
  const notes = createNotesService({
    db: database.db,
    repository: notesRepository,
    library,
    economy,
    files,
    images: fileWork,
    now,
  });
  await app.register(libraryRoutes, {
    service: library,
    stats: createLibraryStats({ db: database.db }),
    searchPerMinute: config.RATE_LIMIT_LIBRARY_SEARCH_PER_MINUTE,
    ownNotes: notes.searchOwnNotes,
  });
  await app.register(libraryReportsRoutes, {
    service: createLibraryReportsService({
      db: database.db,
      library,
      users: accountServices.users,
      now,
    }),
    reportsPerHour: config.RATE_LIMIT_LIBRARY_REPORTS_PER_HOUR,
  });
  await app.register(libraryImportRoutes, {
    importer: createInstitutionImport({ db: database.db }),
    perHour: 30,
  });
  await app.register(licensedImageRoutes, { images: licensedImages });

  // A question in a test the student has open keeps its key hidden everywhere (decision 075), and
  // a grand test's reserved paper from everyone until its window closes (decision 127).
  const questionLocks = createQuestionLocks({
    sources: [openCustomTestQuestions(database.db), reservedGrandTestQuestions(questionBank)],
    now,
  });
  const ai = deps.ai ?? (await createAiProvider(config));
  const grounding = createGroundedAnswerService({
    library,
    ai,
    embeddingCache: createEmbeddingCache(database.db),
    log: app.log,
  });
  // Who runs this install, and whether it has a model (the pricing page sells what it runs).
  const company = companyInfoFrom(config, grounding.modelConfigured);
  await app.register(siteRoutes, { company });

  // the AI-tool framework: every tool's run is charged, recorded and refunded here
  const toolRepository = createToolRepository();
  const tools = createToolService({
    db: database.db,
    repository: toolRepository,
    economy,
    plans,
    modelConfigured: grounding.modelConfigured,
    // AI_VISION_MODEL: without one, image analysis refuses, free.
    visionConfigured: Boolean(ai.visionModel && ai.describeImage),
    now,
    logger: app.log,
  });
  const caseSessions = createCaseSessions({
    db: database.db,
    tools,
    repository: toolRepository,
    library,
    ai,
    now,
    logger: app.log,
  });
  registerResearchAssistant(tools, grounding, questionLocks);
  registerConceptMapper(tools, { library, locks: questionLocks });
  registerCaseGenerator(tools, ai);
  registerImageAnalysis(tools, ai, fileWork);
  defineToolJobs(jobs, tools, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS, sweepCron: '*/10 * * * *' });
  const vivaSessions = createVivaSessions({
    db: database.db,
    tools,
    repository: toolRepository,
    library,
    ai,
    now,
    logger: app.log,
  });
  await app.register(toolRoutes, {
    tools,
    cases: caseSessions,
    viva: vivaSessions,
    // Sharing a generated case or a concept map also makes its Medstagram post, in the same transaction.
    caseSharing: createCaseSharing({
      db: database.db,
      repository: toolRepository,
      economy,
      now,
      onShared: (tx, share) =>
        medstagram.createSharedPost(tx, {
          kind: share.kind,
          refId: share.runId,
          authorId: share.authorId,
          title: share.title,
          description:
            share.kind === 'saved_case'
              ? 'A clinical case written with the case generator.'
              : 'A concept map of library topics, made with the concept mapper.',
          now: share.now,
        }),
    }),
    // The mindmap's printable outline, loaded (pdfkit) only when a concept map is printed.
    renderConceptMapPdf: async ({ map, createdAt }) => {
      const { renderMindmapPdf } = await import('./modules/mindmaps/pdf.ts');
      return renderMindmapPdf({
        tree: map.tree,
        source: 'offline',
        model: null,
        grounding: 'library-offline',
        createdAt,
      });
    },
    runBodyLimit: Math.max(config.BODY_LIMIT_BYTES, Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024),
  });

  // mindmaps
  // Medstagram shares pearls through the notes service (made above, with the library)
  const medstagram = createMedstagramService({
    db: database.db,
    users: accountServices.users,
    // Made below (the mindmaps post through Medstagram); called only once requests are served.
    mindmaps: { cardsOf: (ids) => mindmaps.cardsOf(ids) },
    files,
    images: fileWork,
    now,
    commentLimit: createPerUserLimit({
      store: rateLimitStore,
      name: 'medstagram-comment',
      max: COMMENTS_PER_MINUTE,
      windowMs: 60_000,
      message: medstagramMessages.tooManyComments,
      now: () => now().getTime(),
    }),
    pearls: notes.pearlsForSharing,
    shareXp: {
      award: (tx, input) => economy.sharedToMedstagram(input, tx).then((result) => ({ xpAwarded: result.xp })),
    },
  });
  const mindmaps = createMindmapService({
    db: database.db,
    billing: mindmapBillingFromEconomy(economy),
    feed: medstagram,
    tools,
    jobs,
    ai,
    grounding,
    library,
    files,
    now,
    logger: app.log,
    locks: questionLocks,
  });
  defineMindmapJobs(jobs, mindmaps, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(mindmapRoutes, {
    service: mindmaps,
    generatePerMinute: config.RATE_LIMIT_MINDMAP_PER_MINUTE,
    generatePerUser: createPerUserLimit({
      store: rateLimitStore,
      name: 'mindmap-generate',
      max: config.RATE_LIMIT_MINDMAP_PER_USER_PER_MINUTE,
      windowMs: 60_000,
      message: mindmapMessages.tooManyForAccount,
      now: () => now().getTime(),
    }),
  });
  await app.register(medstagramRoutes, { service: medstagram });

  // the student's notes, PDFs and pearls
  const storeWatermarks = lateStoreWatermarks();
  const goldenCopies = lateGoldenCopies();
  const pdfs = createPdfService({
    db: database.db,
    repository: notesRepository,
    files,
    now,
    watermarkFor: storeWatermarks.lookup,
    fileWork,
    jobs,
    ...(deps.pdfWork?.stamp ? { stamp: deps.pdfWork.stamp } : {}),
    checkOpens: goldenCopies.check,
    logger: app.log,
  });
  defineNotesJobs(jobs, pdfs, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(notesRoutes, {
    notes,
    pdfs,
    pdfMaxBytes: config.PDF_MAX_BYTES,
    pdfUploadsPerHour: config.RATE_LIMIT_PDF_UPLOADS_PER_HOUR,
  });
  await app.register(purchasedPdfsRoutes, { pdfs });
  const googleDrive = createGoogleDriveService({
    drive: deps.googleDrive ?? googleDriveFor(config),
    tokens: config.GOOGLE_CLIENT_SECRET ? createTokenBox(config.GOOGLE_CLIENT_SECRET) : null,
    db: database.db,
    repository: createGoogleDriveRepository(),
    pdfs,
    jobs,
    publicUrl: config.PUBLIC_URL,
    pdfMaxBytes: config.PDF_MAX_BYTES,
    now,
    log: app.log,
  });
  defineGoogleDriveJobs(jobs, googleDrive, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(googleDriveRoutes, {
    service: googleDrive,
    importsPerHour: config.RATE_LIMIT_PDF_UPLOADS_PER_HOUR,
  });
  await app.register(dataImportRoutes, {
    dataImport: createDataImport({ db: database.db, repository: notesRepository, syllabus: library.syllabus, now }),
    perHour: 60,
  });

  // the notes store (sales move coins through the ledger; sellers' shares are held, then released)
  // The one owner of purchased-PDF rows: notes-store copies and Golden Med Store copies alike.
  const purchasedPdfs = createPurchasedPdfService({ files });
  const stores = createStores({
    db: database.db,
    purchased: purchasedPdfs,
    economy,
    users,
    pdfs,
    // "Someone bought your note", in the sale's transaction (keyed by the order, so it is written once)
    notifySale: (tx, sale) =>
      medstagram.notifyNoteSold(tx, {
        sellerUserId: sale.sellerId,
        buyerUserId: sale.buyerId,
        listingTitle: sale.listingTitle,
        orderId: sale.orderId,
        now: sale.now,
      }),
    // A seller's approved listing shared as a Medstagram post (once), for the share XP.
    shareToMedstagram: async (tx, share) => {
      const postId = await medstagram.createSharedPost(tx, {
        kind: 'listing',
        refId: share.listingId,
        authorId: share.sellerId,
        title: share.title,
        description: share.description || 'Notes for sale in the MedSutra notes store.',
        now: share.now,
      });
      if (!postId) return null;
      const award = await economy.sharedToMedstagram(
        { userId: share.sellerId, sharedItemId: `listing:${share.listingId}` },
        tx,
      );
      return { xpAwarded: award.xp };
    },
    library,
    files,
    jobs,
    renderPages: deps.pdfWork?.renderPages ?? ((bytes, pages) => fileWork.renderPages(bytes, pages)),
    now,
  });
  storeWatermarks.bind(stores);
  defineStoresJobs(jobs, stores, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
  await app.register(storesRoutes, { service: stores, writesPerMinute: 30 });

  // MCQ practice (questions come from the library through its question bank)
  const mcqRepository = createMcqRepository();
  // A wrong answer makes its flashcard in the answer's transaction; one schedule per mistake (decision 136).
  const mistakesDeck = createMistakesDeck({ db: database.db, onChanged: mirrorMistakesIntoFlashcards() });
  const dailyChallenge = createDailyChallengeService({ db: database.db, repository: mcqRepository, questionBank, now });
  await app.register(practiceRoutes, {
    service: createPracticeService({
      db: database.db,
      repository: mcqRepository,
      questionBank,
      xp: practiceXpFromEconomy(economy, mcqRepository),
      dailyXp: dailyChallengeXpFromEconomy(economy, mcqRepository),
      mistakes: mistakesDeck,
      locks: questionLocks,
      now,
    }),
    dailyChallenge,
    sessionsPerMinute: config.RATE_LIMIT_MCQ_SESSIONS_PER_MINUTE,
    answersPerMinute: config.RATE_LIMIT_MCQ_ANSWERS_PER_MINUTE,
  });
  const practiceAnalytics = createPracticeAnalyticsService({
    db: database.db,
    repository: mcqRepository,
    library,
    now,
  });
  await app.register(practiceAnalyticsRoutes, {
    service: practiceAnalytics,
    perMinute: config.RATE_LIMIT_MCQ_ANALYTICS_PER_MINUTE,
  });
  // revision (the library's subtopics on the shared FSRS scheduler; weak subjects from practice)
  const revision = createRevisionService({
    db: database.db,
    library,
    questionBank,
    analytics: practiceAnalytics,
    xp: revisionXpFromEconomy(economy),
    locks: questionLocks,
    now,
  });
  await app.register(revisionRoutes, { service: revision, readsPerMinute: 120, reviewsPerMinute: 240 });

  // flashcards (cards from the library's notes, from wrong MCQs and the student's own; one FSRS scheduler)
  const flashcards = createFlashcardsService({
    db: database.db,
    library: {
      subtopicNames: async (ids) => (await library.names({ subjectIds: [], subtopicIds: ids })).subtopics,
      notesFor: (ids) => library.notesFor(ids),
      figuresOf: (ids) => library.figuresOf(ids),
      figureLabels: (id) => figureLabels.of(id),
      question: (id) => library.question(id),
    },
    mistakes: mistakesDeck,
    xp: flashcardXpFromEconomy(economy),
    locks: questionLocks,
    fileWork,
    files,
    now,
  });
  await app.register(flashcardRoutes, { service: flashcards, readsPerMinute: 120, writesPerMinute: 240 });

  // study plans (the formula planner; the AI planner is the `study-planner` tool on the framework)
  const studyPlans = createStudyPlanService({
    db: database.db,
    library,
    revision,
    dailyChallenge,
    economy,
    aiRuns: tools,
    ai,
    now,
  });
  tools.register('study-planner', studyPlans.plannerRunner);
  await app.register(studyPlanRoutes, {
    service: studyPlans,
    createPerMinute: 10,
    readsPerMinute: 120,
  });
  // Timed tests, and grand tests built on them: a grand test's submit writes its results row in
  // the engine's own transaction (the hook), so the engine is made with it (decision 126).
  const grandTestSubmitHook: TestSubmitHook = {
    submitting: (tx, event) => grandTests.submitHook.submitting(tx, event),
  };
  const testsService = createTestsService({
    db: database.db,
    questionBank,
    xp: testsXpFromEconomy(economy),
    mistakes: mistakesDeck,
    submitHooks: [grandTestSubmitHook],
    now,
  });
  await app.register(testsRoutes, {
    service: testsService,
    createPerMinute: config.RATE_LIMIT_MCQ_TESTS_PER_MINUTE,
    savesPerMinute: config.RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE,
  });
  const grandTests = createGrandTestsService({
    db: database.db,
    tests: testsService,
    questionBank,
    names: { namesOf: users.namesOf, leaderboardOptOutsAmong: economy.leaderboardOptOutsAmong },
    now,
  });
  const grandTestsAdmin = createGrandTestsAdminService({ db: database.db, tests: testsService, questionBank, now });
  const grandTestReminders = createGrandTestReminders({
    db: database.db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    now,
    log: app.log,
  });
  defineGrandTestJobs(jobs, grandTestsAdmin, grandTestReminders, {
    retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
  });
  await app.register(grandTestsRoutes, {
    service: grandTests,
    admin: grandTestsAdmin,
    // As the test engine's own reads of a test: the test-saves limit (a phone polls its result).
    readsPerMinute: config.RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE,
    savesPerMinute: config.RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE,
  });

  // the AI tutor (answers through the grounded-answer service)
  const tutor = createTutorService({
    db: database.db,
    grounding,
    library,
    plans,
    now,
    premiumModel: config.AI_PREMIUM_MODEL,
    logger: app.log,
    locks: questionLocks,
  });
  await app.register(tutorRoutes, {
    service: tutor,
    messagesPerMinute: config.RATE_LIMIT_TUTOR_PER_MINUTE,
    chatbaseAgentId: config.CHATBASE_AGENT_ID ?? null,
  });

  // insights: the student's own study picture, composed from practice, revision, the tutor and the economy
  await app.register(insightsRoutes, {
    service: createInsightsService({
      practice: practiceAnalytics,
      revision,
      tutor,
      economy,
      ledgers: economyHistory,
      now,
    }),
    perMinute: 60,
  });

  // payments
  if (config.paymentsMode === 'test' && config.NODE_ENV === 'production') {
    app.log.warn('payments are in TEST MODE: plans and coin packs are free until the RAZORPAY_* variables are set');
  }
  if (config.paymentsMode === 'off') {
    app.log.warn('payments are not set up: set the RAZORPAY_* variables (or PAYMENTS_TEST_MODE=true for a trial)');
  }
  // the Golden Med Store: MedSutra's own PDFs, sold through the payments' checkout below
  const golden = createGoldenStoreService({
    db: database.db,
    files,
    pdfs,
    purchased: purchasedPdfs,
    stamp: (bytes, mark) => fileWork.stamp(bytes, mark),
    users: accountServices.users,
    plans,
    now,
    logger: app.log,
  });
  goldenCopies.bind(golden);
  await app.register(goldenStoreRoutes, { service: golden, writesPerMinute: 30 });
  const payments = createPaymentsService({
    db: database.db,
    provider: deps.payments ?? createPaymentProvider(config),
    economy,
    plans,
    golden: { price: golden.checkoutPrice, grant: golden.grantForOrder },
    now,
    logger: app.log,
  });
  await app.register(paymentRoutes, { service: payments, ordersPerMinute: 20 });
  await app.register(paymentWebhookRoutes, { service: payments });
  // the admins' sheets sync (CSV always; Google Sheets when a spreadsheet and key are configured)
  const sheetsKey = config.GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON
    ? parseServiceAccountKey(config.GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON)
    : null;
  if (config.GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON && !sheetsKey) {
    app.log.warn('GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON is not a service-account key; Google Sheets export is off');
  }
  await app.register(sheetsSyncRoutes, {
    service: createSheetsSyncService({
      payments,
      golden,
      users: accountServices.users,
      db: database.db,
      sheets:
        sheetsKey && config.GOOGLE_SHEETS_SPREADSHEET_ID
          ? createSheetsClient({
              spreadsheetId: config.GOOGLE_SHEETS_SPREADSHEET_ID,
              key: sheetsKey,
              apiUrl: config.GOOGLE_SHEETS_API_URL,
              now,
            })
          : null,
      payouts: storePayoutRows({ stores, users: accountServices.users, db: database.db }),
      logger: app.log,
    }),
    golden,
    perMinute: 30,
  });
  definePlanJobs(jobs, plans, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });

  // the admin console and the moderation queue (other modules add their report targets here)
  await registerAdmin(app, {
    db: database.db,
    users,
    sessions: accountServices.sessions,
    devices: accountServices.devices,
    plans,
    economy,
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
    pageData: { [PAGE_COMPANY_ID]: company },
  });
  return app;
}
