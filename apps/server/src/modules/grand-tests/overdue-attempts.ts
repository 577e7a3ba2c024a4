/**
 * Attempts started and never submitted (decision 144): once an attempt's deadline and its minute
 * of grace have passed, it is marked with the answers it saved, as a submit at its deadline would
 * have been, so it counts in the ranks, the leaderboard and the item analysis. The engine marks a
 * test once under its row lock, so the job, a result read and a last-second submit can meet on
 * one attempt and it is scored once.
 */
import { GRAND_TEST_SUBMIT_GRACE_SECONDS } from '@medsutra/contract/grand-tests/paths';
import type { Database } from '../../db/client.ts';
import type { TestsService } from '../mcq/tests-service.ts';
import type { GrandTestsRepository } from './repository.ts';

/** Attempts read per statement; the job goes on until none is left. */
const BATCH = 200;

export function createOverdueAttempts(deps: {
  db: Database;
  repository: GrandTestsRepository;
  tests: Pick<TestsService, 'expire'>;
  now: () => Date;
}) {
  const { db, repository, tests } = deps;
  /** Submits still count until this long after the deadline: only attempts past it are marked. */
  const cutoff = () => new Date(deps.now().getTime() - GRAND_TEST_SUBMIT_GRACE_SECONDS * 1000);

  return {
    cutoff,

    /** Marks one attempt if it is overdue and unsubmitted; true when it has a result now. */
    async finaliseAttempt(attemptId: string): Promise<boolean> {
      const [overdue] = await repository.overdueAttempts(db, { before: cutoff(), attemptId, limit: 1 });
      if (!overdue) return false;
      return (await tests.expire(overdue)) !== null;
    },

    /**
     * Marks the overdue attempts of one test, or of every published test not yet analysed (the
     * job); returns how many it marked.
     */
    async finalise(grandTestId?: string): Promise<number> {
      let marked = 0;
      for (;;) {
        const ids = await repository.overdueAttempts(db, { before: cutoff(), grandTestId, limit: BATCH });
        let progressed = 0;
        for (const id of ids) if ((await tests.expire(id)) !== null) progressed += 1;
        marked += progressed;
        if (ids.length < BATCH || progressed === 0) return marked;
      }
    },
  };
}
