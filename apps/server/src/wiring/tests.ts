/**
 * Wires timed tests and the grand tests built on them: a grand test's submit writes its results
 * row in the engine's own transaction (the submit hook), so the engine is made with it
 * (decision 126); the hook forwards to the grand-test service made just after the engine.
 */
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createGrandTestsAdminService } from '../modules/grand-tests/admin-service.ts';
import { createBankItemAnalysis } from '../modules/grand-tests/bank-analysis.ts';
import { defineGrandTestJobs } from '../modules/grand-tests/jobs.ts';
import { createGrandTestReminders } from '../modules/grand-tests/reminders.ts';
import { grandTestsRoutes } from '../modules/grand-tests/routes.ts';
import { createGrandTestsService } from '../modules/grand-tests/service.ts';
import { createItemReports } from '../modules/library/item-reports.ts';
import { createFirstAnswers } from '../modules/mcq/first-answers.ts';
import { testsRoutes } from '../modules/mcq/tests-routes.ts';
import { createTestsService, type TestSubmitHook, testsXpFromEconomy } from '../modules/mcq/tests-service.ts';
import type { WiringContext } from './context.ts';
import type { EconomyWiring } from './economy.ts';
import type { LibraryWiring } from './library.ts';
import type { PracticeWiring } from './practice.ts';

export async function registerTests(
  { app, config, db, now, jobs, accountServices }: WiringContext,
  { economy }: EconomyWiring,
  { questionBank }: LibraryWiring,
  { mistakesDeck }: PracticeWiring,
  mailer: Mailer,
) {
  const grandTestSubmitHook: TestSubmitHook = {
    submitting: (tx, event) => grandTests.submitHook.submitting(tx, event),
    partsInTurn: (test) => grandTests.submitHook.partsInTurn?.(test) ?? false,
  };
  const testsService = createTestsService({
    db,
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
    db,
    tests: testsService,
    questionBank,
    names: { namesOf: accountServices.users.namesOf, leaderboardOptOutsAmong: economy.leaderboardOptOutsAmong },
    now,
  });
  // A flagged question, of a closed grand test or of the bank, goes to the library-report queue.
  const itemReports = createItemReports();
  const grandTestsAdmin = createGrandTestsAdminService({ db, tests: testsService, questionBank, itemReports, now });
  const bankAnalysis = createBankItemAnalysis({
    db,
    answers: createFirstAnswers({ db }),
    questionBank,
    itemReports,
    now,
  });
  const grandTestReminders = createGrandTestReminders({
    db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    now,
    log: app.log,
  });
  defineGrandTestJobs(jobs, grandTests, grandTestsAdmin, grandTestReminders, bankAnalysis, {
    retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
  });
  await app.register(grandTestsRoutes, {
    service: grandTests,
    admin: grandTestsAdmin,
    // As the test engine's own reads of a test: the test-saves limit (a phone polls its result).
    readsPerMinute: config.RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE,
    savesPerMinute: config.RATE_LIMIT_MCQ_TEST_SAVES_PER_MINUTE,
  });
}
