/**
 * Wires the AI tutor (answers through the grounded-answer service) and insights: the student's
 * own study picture, composed from practice, revision, the tutor and the economy.
 */
import { insightsRoutes } from '../modules/insights/routes.ts';
import { createInsightsService } from '../modules/insights/service.ts';
import type { PlanService } from '../modules/plans/service.ts';
import { tutorRoutes } from '../modules/tutor/routes.ts';
import { createTutorService } from '../modules/tutor/service.ts';
import type { AiToolsWiring } from './ai-tools.ts';
import type { WiringContext } from './context.ts';
import type { EconomyWiring } from './economy.ts';
import type { LibraryWiring } from './library.ts';
import type { PracticeWiring } from './practice.ts';

export async function registerTutorAndInsights(
  { app, config, db, now }: WiringContext,
  { economy, history }: EconomyWiring,
  plans: PlanService,
  { library, questionLocks }: LibraryWiring,
  { grounding }: AiToolsWiring,
  { practiceAnalytics, revision }: PracticeWiring,
) {
  const tutor = createTutorService({
    db,
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

  await app.register(insightsRoutes, {
    service: createInsightsService({
      practice: practiceAnalytics,
      revision,
      tutor,
      economy,
      ledgers: history,
      now,
    }),
    perMinute: 60,
  });
}
