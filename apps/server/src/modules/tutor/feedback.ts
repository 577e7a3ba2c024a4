/** A student's thumbs or error report on one of the tutor's answers, kept with the answer as it read. */
import crypto from 'node:crypto';
import { tutorMessages } from '@medsutra/contract/tutor/api';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { TutorRepository } from './repository.ts';
import type { SessionUserLike } from './turn.ts';

export function createAnswerFeedback(deps: { db: Database; repository: TutorRepository; now: () => Date }) {
  const { db, repository, now } = deps;
  return {
    async feedback(
      user: SessionUserLike,
      messageId: string,
      input: { kind: 'up' | 'down' | 'error'; reason?: string | undefined },
    ) {
      const message = await repository.message(db, messageId);
      if (message?.role !== 'assistant') throw notFound(tutorMessages.messageNotFound);
      if (message.userId !== user.id) throw forbidden(tutorMessages.messageNotYours);
      const reason = input.reason?.trim() || null;
      if (input.kind === 'error' && !reason) throw badRequest(tutorMessages.reasonRequired);
      await repository.insertFeedback(db, {
        id: crypto.randomUUID(),
        messageId,
        userId: user.id,
        kind: input.kind,
        reason,
        answerSnapshot: message.content,
        createdAt: now(),
      });
      return { success: true as const };
    },
  };
}
