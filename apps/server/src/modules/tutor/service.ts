/**
 * The AI tutor: a student's threads and messages, answered by the grounded-answer service (the
 * library's passages, cited; a model writes from them when one is configured, else the answer is
 * composed from the passages and labelled offline). A message is counted against the day's limit
 * (Asia/Kolkata) once, in the transaction that stores it, by its client id: a resend after a
 * dropped stream is never counted again, and the answer is written to the database whether or not
 * the browser is still listening.
 *
 * This file only assembles the tutor from its use cases (threads, usage limits, sending a message,
 * writing its answer, each mode, feedback); the rest of the app uses this one entry.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import type { LibraryService } from '../library/service.ts';
import { noQuestionLocks, type QuestionLocks } from '../mcq/question-locks.ts';
import type { PlanService } from '../plans/service.ts';
import { createModelAnswer } from './answer-writing.ts';
import { createCompareMode } from './compare-mode.ts';
import { createAnswerFeedback } from './feedback.ts';
import { createMessagePassages } from './message-passages.ts';
import { createPastedMcqAnswer } from './pasted-mcq.ts';
import { createQuizMode } from './quiz-mode.ts';
import { createTutorRepository, type TutorRepository } from './repository.ts';
import { createScope } from './scope.ts';
import { createSendMessage } from './send-message.ts';
import { createStreamAnswer } from './stream-answer.ts';
import { createThreads } from './threads.ts';
import { createTutorMode } from './tutor-mode.ts';
import { createUsageLimits } from './usage-limits.ts';
import { createVivaMode } from './viva-mode.ts';

export function createTutorService(deps: {
  db: Database;
  repository?: TutorRepository;
  grounding: GroundedAnswerService;
  library: LibraryService;
  plans: Pick<PlanService, 'currentPlan'>;
  now: () => Date;
  premiumModel?: string | undefined;
  logger?: FastifyBaseLogger;
  /** Which questions' keys the student may not see now (a test they have open). */
  locks?: QuestionLocks;
}) {
  const { db, grounding, library, plans, now } = deps;
  const locks = deps.locks ?? noQuestionLocks;
  const repository = deps.repository ?? createTutorRepository();

  const limits = createUsageLimits({ db, repository, plans, now, modelConfigured: grounding.modelConfigured });
  const threads = createThreads({ db, repository, library, limits, now });

  const passages = createMessagePassages({ grounding, library });
  const scope = createScope({ grounding, library });
  const { modelAnswer } = createModelAnswer({ grounding, premiumModel: deps.premiumModel });
  const answerMcq = createPastedMcqAnswer({ grounding, scope, modelAnswer });
  const modes = {
    tutor: createTutorMode({ grounding, passages, scope, modelAnswer, answerMcq }),
    quiz: createQuizMode({ grounding, library }),
    viva: createVivaMode({ grounding, passages, scope, modelAnswer }),
    compare: createCompareMode({ grounding, library, modelAnswer }),
  };

  const { accept } = createSendMessage({ db, repository, threads, limits, now });
  const { run } = createStreamAnswer({ db, repository, locks, now, logger: deps.logger, modes });
  const { feedback } = createAnswerFeedback({ db, repository, now });

  return {
    modelConfigured: grounding.modelConfigured,

    /** The student's questions per Asia/Kolkata day since `since` (the insights' heatmap). */
    questionsByDay: (userId: string, since: Date) => repository.questionsByDay(db, userId, since),

    createThread: threads.createThread,
    listThreads: threads.listThreads,
    thread: threads.thread,
    rename: threads.rename,
    remove: threads.remove,
    usage: limits.usage,
    accept,
    run,
    feedback,
  };
}
export type TutorService = ReturnType<typeof createTutorService>;
