/**
 * Wires practice: MCQ practice and the daily challenge (questions from the library's question
 * bank), practice analytics, revision and flashcards on the one FSRS scheduler, and the study
 * plans built on them (the AI planner is the `study-planner` tool on the tool framework).
 */

import { mirrorMistakesIntoFlashcards } from '../modules/flashcards/mistake-cards.ts';
import { flashcardRoutes } from '../modules/flashcards/routes.ts';
import { createFlashcardsService } from '../modules/flashcards/service.ts';
import { flashcardXpFromEconomy } from '../modules/flashcards/xp.ts';
import { practiceAnalyticsRoutes } from '../modules/mcq/analytics-routes.ts';
import { createPracticeAnalyticsService } from '../modules/mcq/analytics-service.ts';
import { createDailyChallengeService } from '../modules/mcq/daily-challenge-service.ts';
import { dailyChallengeXpFromEconomy } from '../modules/mcq/daily-challenge-xp.ts';
import { createMistakesDeck } from '../modules/mcq/mistakes-deck.ts';
import { createPracticeService } from '../modules/mcq/practice-service.ts';
import { practiceXpFromEconomy } from '../modules/mcq/practice-xp.ts';
import { createMcqRepository } from '../modules/mcq/repository.ts';
import { practiceRoutes } from '../modules/mcq/routes.ts';
import { revisionRoutes } from '../modules/revision/routes.ts';
import { createRevisionService } from '../modules/revision/service.ts';
import { revisionXpFromEconomy } from '../modules/revision/xp.ts';
import { studyPlanRoutes } from '../modules/study-plans/routes.ts';
import { createStudyPlanService } from '../modules/study-plans/service.ts';
import type { AiToolsWiring } from './ai-tools.ts';
import type { WiringContext } from './context.ts';
import type { EconomyWiring } from './economy.ts';
import type { LibraryWiring } from './library.ts';

export async function registerPractice(
  { app, config, db, now, files, fileWork }: WiringContext,
  { economy }: EconomyWiring,
  { library, questionBank, questionLocks, figureLabels }: LibraryWiring,
  { tools, ai }: AiToolsWiring,
) {
  const mcqRepository = createMcqRepository();
  // A wrong answer makes its flashcard in the answer's transaction; one schedule per mistake (decision 136).
  const mistakesDeck = createMistakesDeck({ db, onChanged: mirrorMistakesIntoFlashcards() });
  const dailyChallenge = createDailyChallengeService({ db, repository: mcqRepository, questionBank, now });
  await app.register(practiceRoutes, {
    service: createPracticeService({
      db,
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
    db,
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
    db,
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
    db,
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
    db,
    library,
    analytics: practiceAnalytics,
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
  return { mistakesDeck, practiceAnalytics, revision };
}

export type PracticeWiring = Awaited<ReturnType<typeof registerPractice>>;
