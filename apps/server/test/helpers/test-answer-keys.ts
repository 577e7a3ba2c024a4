/** Right and wrong choices for a mock test's questions, read from the library's answer key. */
import type { PracticeQuestion } from '@medsutra/contract/mcq/practice-api';
import type { Database } from '../../src/db/client.ts';
import type { TestApp } from './build-test-app.ts';
import { saveTestAnswers } from './mcq-tests.ts';
import { answerIndexes, optionId } from './practice.ts';

type Question = Pick<PracticeQuestion, 'options'> & { id: string };

/** The right and the wrong choice of each of `questions`. */
export async function answerKeyOf(db: Database, questions: Question[]) {
  const keys = await answerIndexes(
    db,
    questions.map((q) => q.id),
  );
  const choice = (q: Question, right: boolean) => optionId(q, keys.get(q.id)!, right);
  return { choice, right: (q: Question) => choice(q, true), wrong: (q: Question) => choice(q, false) };
}

/** Saves answers to the test's first `count` questions in order, the `index`th right when `isRight(index)`. */
export async function saveFirstAnswers(
  t: TestApp,
  who: { cookie: string },
  test: { testId: string; questions: Question[] },
  count: number,
  isRight: (index: number) => boolean,
) {
  const key = await answerKeyOf(t.database.handle.db, test.questions);
  return saveTestAnswers(
    t,
    who,
    test.testId,
    test.questions
      .slice(0, count)
      .map((q, index) => ({ questionId: q.id, choice: key.choice(q, isRight(index)), sequence: index })),
  );
}
