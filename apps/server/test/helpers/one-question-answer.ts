import crypto from 'node:crypto';
import type { TestApp } from './build-test-app.ts';
import { answerIndexes, optionId, startedPractice } from './practice.ts';

/**
 * Starts a one-question practice session in `subject` and builds the answer to it, right or wrong
 * on purpose, with its own answer id: the tests of XP, mistakes and their races all begin so.
 */
export async function oneQuestionAnswer(t: TestApp, who: { cookie: string }, subject: string, right: boolean) {
  const session = await startedPractice(t, who, { filters: { subjects: [subject] }, count: 1 });
  const question = session.questions[0]!;
  const keys = await answerIndexes(t.database.handle.db, [question.id]);
  const payload = {
    sessionId: session.sessionId,
    questionId: question.id,
    choice: optionId(question, keys.get(question.id)!, right),
    answerId: crypto.randomUUID(),
  };
  return { question, answerIndex: keys.get(question.id)!, payload };
}
