/**
 * Wires the AI: the provider, the grounded-answer service, the AI-tool framework (every tool's run
 * is charged, recorded and refunded there) with its tools, and the mindmaps and Medstagram, which
 * ask each other and the tools: a concept map or a case is shared as a Medstagram post, a mindmap
 * posts through Medstagram, and Medstagram shows mindmaps' cards. They are made here together, so
 * the forward references (`medstagram`, `mindmaps`) stay inside this function and are called only
 * once requests are served. Also the site's company info (the pricing page sells what it runs).
 */
import { COMMENTS_PER_MINUTE, medstagramMessages } from '@medsutra/contract/medstagram/api';
import { mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { IMAGE_MAX_BYTES } from '@medsutra/contract/tools/outputs';
import { createAiProvider } from '../adapters/ai/create-provider.ts';
import { createPerUserLimit } from '../lib/per-user-limit.ts';
import { createEmbeddingCache } from '../modules/grounding/embedding-cache.ts';
import { createGroundedAnswerService } from '../modules/grounding/service.ts';
import { medstagramRoutes } from '../modules/medstagram/routes.ts';
import { createMedstagramService } from '../modules/medstagram/service.ts';
import { mindmapBillingFromEconomy } from '../modules/mindmaps/billing.ts';
import { defineMindmapJobs } from '../modules/mindmaps/jobs.ts';
import { mindmapRoutes } from '../modules/mindmaps/routes.ts';
import { createMindmapService } from '../modules/mindmaps/service.ts';
import type { PlanService } from '../modules/plans/service.ts';
import { companyInfoFrom, siteRoutes } from '../modules/site/routes.ts';
import { createCaseSessions } from '../modules/tools/cases.ts';
import { registerConceptMapper } from '../modules/tools/concept-map.ts';
import { defineToolJobs } from '../modules/tools/jobs.ts';
import { createCaseSharing, registerCaseGenerator, registerImageAnalysis } from '../modules/tools/model-tools.ts';
import { createToolRepository } from '../modules/tools/repository.ts';
import { registerResearchAssistant } from '../modules/tools/research.ts';
import { toolRoutes } from '../modules/tools/routes.ts';
import { createToolService } from '../modules/tools/service.ts';
import { createVivaSessions } from '../modules/tools/viva.ts';
import type { WiringContext } from './context.ts';
import type { EconomyWiring } from './economy.ts';
import type { LibraryWiring } from './library.ts';

export async function registerAiTools(
  { app, deps, config, db, now, jobs, files, fileWork, rateLimitStore, accountServices }: WiringContext,
  { economy }: EconomyWiring,
  plans: PlanService,
  { library, notes, questionLocks }: LibraryWiring,
) {
  const ai = deps.ai ?? (await createAiProvider(config));
  const grounding = createGroundedAnswerService({
    library,
    ai,
    embeddingCache: createEmbeddingCache(db),
    log: app.log,
  });
  // Who runs this install, and whether it has a model (the pricing page sells what it runs).
  const company = companyInfoFrom(config, grounding.modelConfigured);
  await app.register(siteRoutes, { company });

  // the AI-tool framework: every tool's run is charged, recorded and refunded here
  const toolRepository = createToolRepository();
  const tools = createToolService({
    db,
    repository: toolRepository,
    economy,
    plans,
    modelConfigured: grounding.modelConfigured,
    // AI_VISION_MODEL: without one, image analysis refuses, free.
    visionConfigured: Boolean(ai.visionModel && ai.describeImage),
    now,
    logger: app.log,
  });
  // Case and viva sessions are built from the same parts.
  const sessionDeps = { db, tools, repository: toolRepository, library, ai, now, logger: app.log };
  const caseSessions = createCaseSessions(sessionDeps);
  registerResearchAssistant(tools, grounding, questionLocks);
  registerConceptMapper(tools, { library, locks: questionLocks });
  registerCaseGenerator(tools, ai);
  registerImageAnalysis(tools, ai, fileWork);
  defineToolJobs(jobs, tools, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS, sweepCron: '*/10 * * * *' });
  const vivaSessions = createVivaSessions(sessionDeps);
  await app.register(toolRoutes, {
    tools,
    cases: caseSessions,
    viva: vivaSessions,
    // Sharing a generated case or a concept map also makes its Medstagram post, in the same transaction.
    caseSharing: createCaseSharing({
      db,
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
      const { renderMindmapPdf } = await import('../modules/mindmaps/pdf.ts');
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
  // Medstagram shares pearls through the notes service (made with the library)
  const medstagram = createMedstagramService({
    db,
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
    db,
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
  return { ai, grounding, company, tools, medstagram };
}

export type AiToolsWiring = Awaited<ReturnType<typeof registerAiTools>>;
