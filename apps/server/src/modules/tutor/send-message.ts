/**
 * Sending a message: the checks that come before any stream starts, and the question and its
 * empty answer stored together. A message is counted against the day's limit once, in the
 * transaction that stores it, by its client id, so a resend after a dropped stream is never
 * counted again.
 */
import crypto from 'node:crypto';
import { TUTOR_BUDGETS, type TutorAnswer, tutorLabels, tutorMessages } from '@medsutra/contract/tutor/api';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import { choiceOf } from './mcq-answer.ts';
import type { MessageRow, TutorRepository } from './repository.ts';
import { DEFAULT_TITLE, type Threads } from './threads.ts';
import { type Accepted, type SessionUserLike, STALE_STREAM_MS, type Usage } from './turn.ts';
import type { UsageLimits } from './usage-limits.ts';

function answerFrom(row: MessageRow, usage: Usage): TutorAnswer {
  return {
    success: true,
    threadId: row.threadId,
    messageId: row.id,
    answer: row.content,
    citations: row.citations,
    label: row.label ?? tutorLabels.failed,
    grounding: row.grounding,
    interrupted: row.status !== 'complete',
    emergency: row.emergency,
    table: row.tableData ?? null,
    question: row.questionData ?? null,
    choice: row.role === 'assistant' ? choiceOf(row.content) : null,
    usage,
  };
}

export function createSendMessage(deps: {
  db: Database;
  repository: TutorRepository;
  threads: Pick<Threads, 'ownThread'>;
  limits: Pick<UsageLimits, 'limitFor' | 'usageOf'>;
  now: () => Date;
}) {
  const { db, repository, threads, limits, now } = deps;

  return {
    /**
     * Takes a message: checks the thread, its budget and the day's limit, and stores the message
     * and an empty answer. Errors here are the reply (before any stream starts). A client id seen
     * before is not counted again: its finished answer is replayed, an unfinished one rewritten.
     */
    async accept(
      user: SessionUserLike,
      threadId: string,
      body: { content: string; clientId?: string | undefined },
    ): Promise<Accepted> {
      const thread = await threads.ownThread(user, threadId);
      const plan = await limits.limitFor(user.id);
      if (thread.premium && !plan.premiumChat) throw forbidden(tutorMessages.premiumOnly);
      const clientId = body.clientId ?? crypto.randomUUID();
      const content = body.content.trim();
      const budget = thread.premium ? TUTOR_BUDGETS.premium : TUTOR_BUDGETS.standard;

      const resend = async (): Promise<Accepted> => {
        const { question, answer } = await repository.byClientId(db, thread.id, clientId);
        if (!question || !answer) throw conflict(tutorMessages.stillWriting);
        if (question.content !== content) throw conflict(tutorMessages.clientIdReused);
        const stale = now().getTime() - answer.createdAt.getTime() > STALE_STREAM_MS;
        if (answer.status === 'complete')
          return { kind: 'replay', answer: answerFrom(answer, await limits.usageOf(user.id)) };
        if (answer.status === 'streaming' && !stale) throw conflict(tutorMessages.stillWriting);
        // Interrupted: write it again, uncounted.
        await repository.updateMessage(db, answer.id, { status: 'streaming', content: '', createdAt: now() });
        return {
          kind: 'turn',
          turn: {
            thread,
            question: { id: question.id, content, clientId },
            answerId: answer.id,
            usage: await limits.usageOf(user.id),
          },
        };
      };

      const existing = await repository.byClientId(db, thread.id, clientId);
      if (existing.question) return resend();
      if (thread.tokensUsed >= budget.threadTokens) throw conflict(tutorMessages.threadBudget);

      const at = now();
      const day = economyDay(at);
      const questionId = crypto.randomUUID();
      const answerId = crypto.randomUUID();
      const counted = await db.transaction(async (tx) => {
        const inserted = await repository.insertQuestion(tx, {
          id: questionId,
          threadId: thread.id,
          userId: user.id,
          role: 'user',
          content,
          clientId,
          createdAt: at,
        });
        if (!inserted) return 'resent' as const;
        const count = await repository.countMessage(tx, user.id, day, plan.limit);
        if (count === null) {
          throw new AppError('tooManyRequests', tutorMessages.dailyLimit(plan.limit), {
            details: { limit: plan.limit, used: plan.limit, left: 0 },
          });
        }
        await repository.insertMessage(tx, {
          id: answerId,
          threadId: thread.id,
          userId: user.id,
          role: 'assistant',
          content: '',
          clientId,
          replyTo: questionId,
          status: 'streaming',
          createdAt: new Date(at.getTime() + 1),
        });
        return count;
      });
      if (counted === 'resent') return resend();
      if (thread.title === DEFAULT_TITLE) {
        const title = content.length > 60 ? `${content.slice(0, 57)}…` : content;
        await repository.updateThread(db, thread.id, { title });
        thread.title = title;
      }
      return {
        kind: 'turn',
        turn: {
          thread,
          question: { id: questionId, content, clientId },
          answerId,
          usage: { used: counted, limit: plan.limit, left: Math.max(0, plan.limit - counted) },
        },
      };
    },
  };
}
