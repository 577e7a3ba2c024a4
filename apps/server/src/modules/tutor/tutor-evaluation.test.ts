/**
 * The tutor on its evaluation set (bench/tutor-eval, written for evaluation and never in the
 * library), through the real app on the offline provider, with the whole repository library:
 * retrieval and option weighing cannot quietly regress below issue 32's targets. The issue asked
 * for a 50-question slice; on a slice one wrong answer moves the precision by four points, and
 * every eighth question of today's set (50) is right 84% of the times it names one while the whole set is at 91%, so the test runs the
 * whole set (about 20 s) and holds it to the targets (decision 109). `npm run bench --
 * tutor-answers` prints the same figures with timings and per subject.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { libraryContentRoot } from '../../../test/helpers/test-database.ts';
import { ask, newThread } from '../../../test/helpers/tutor.ts';
import {
  asPasted,
  type EvaluationReply,
  type EvaluationScore,
  evaluationSet,
  scoreReplies,
} from '../../../test/helpers/tutor-evaluation.ts';
import { importRepositoryLibrary } from '../library/content-sync.ts';

/** Issue 32's targets: with the whole library today, 95.4%, 90.8% and 50.2% (decision 107). */
const TARGETS = { recallAt3: 0.85, precision: 0.9, namedAny: 0.5 };
/** The Free plan allows 30 messages a day: a new student every 25. */
const PER_STUDENT = 25;

let t: TestApp;
let score: EvaluationScore;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_TUTOR_PER_MINUTE: '1000' } });
  // The whole repository library, not the template's sample of its questions: the targets are
  // the library's, and the questions it holds are much of what answers an MCQ.
  await importRepositoryLibrary({
    db: t.database.handle.db,
    root: libraryContentRoot,
    logger: { info() {}, warn() {} },
  });
  const slice = evaluationSet();
  const pairs: Parameters<typeof scoreReplies>[0][number][] = [];
  let student = await createSignedInUser(t.database.handle.db, new Date());
  for (const [index, q] of slice.entries()) {
    if (index > 0 && index % PER_STUDENT === 0) student = await createSignedInUser(t.database.handle.db, new Date());
    const threadId = await newThread(t, student);
    const reply = await ask(t, student, threadId, asPasted(q, index));
    if (reply.statusCode !== 200) throw new Error(`the tutor answered ${reply.statusCode}: ${reply.body}`);
    pairs.push({ q, reply: reply.json() as EvaluationReply });
  }
  score = scoreReplies(pairs);
}, 600_000);
afterAll(() => t.close());

describe('the tutor on the evaluation set, offline', () => {
  it('cites the subtopic that answers the question among its first three passages for at least 85%', () => {
    expect(score.questions).toBeGreaterThanOrEqual(400);
    expect(score.recallAt3).toBeGreaterThanOrEqual(TARGETS.recallAt3);
  });

  it('names the keyed option at least 90% of the times it names one', () => {
    expect(score.precision).toBeGreaterThanOrEqual(TARGETS.precision);
  });

  it('names an option for at least half of the questions', () => {
    expect(score.namedAny).toBeGreaterThanOrEqual(TARGETS.namedAny);
  });
});
