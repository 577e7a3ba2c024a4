/**
 * Which questions' keys a student may not see now: those in a test they have open (decision 075).
 * One function that every module revealing an answer or an explanation asks (practice, revision
 * checks, the tutor, the research assistant, concept maps, library mind maps). Each kind of test
 * adds its own source: custom tests, and grand tests' reserved papers.
 */
import type { Database } from '../../db/client.ts';
import type { QuestionBank } from '../library/question-bank.ts';
import { createTestsRepository } from './tests-repository.ts';

export interface QuestionLocks {
  /** The ids of the questions whose answers and explanations stay hidden from this user now. */
  questionsLockedFor(userId: string): Promise<ReadonlySet<string>>;
}

/** The questions one kind of test holds open for a user at `now`. */
export type LockedQuestionSource = (userId: string, now: Date) => Promise<readonly string[]>;

export function createQuestionLocks(deps: {
  sources: readonly LockedQuestionSource[];
  now: () => Date;
}): QuestionLocks {
  return {
    async questionsLockedFor(userId) {
      const now = deps.now();
      const lists = await Promise.all(deps.sources.map((source) => source(userId, now)));
      return new Set(lists.flat());
    },
  };
}

/** Custom tests: a test locks its questions from the start until it is submitted or its time is up. */
export function openCustomTestQuestions(db: Database): LockedQuestionSource {
  const repository = createTestsRepository();
  return (userId, now) => repository.openTestQuestionIds(db, userId, now);
}

/**
 * Grand tests: a reserved paper's questions stay hidden from everyone until the window closes
 * (decision 127), whoever asks: a paper shared in the window must not find its answers here.
 */
export function reservedGrandTestQuestions(bank: Pick<QuestionBank, 'reservedNow'>): LockedQuestionSource {
  return () => bank.reservedNow();
}

/** Nothing locked: for a module built on its own (tests of that module). */
export const noQuestionLocks: QuestionLocks = {
  questionsLockedFor: async () => new Set<string>(),
};
