/**
 * Writing an accepted message's answer: the thread's mode composes it, its text is relayed as it
 * comes, and it is stored with the thread's tokens, state and summary. It runs to the end even
 * when the browser has gone, so the answer is written to the database whether or not anyone is
 * still listening.
 */
import {
  describesPersonalEmergency,
  TUTOR_BUDGETS,
  TUTOR_EMERGENCY_LINE,
  type TutorAnswer,
  tutorLabels,
  tutorMessages,
} from '@medsutra/contract/tutor/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { QuestionLocks } from '../mcq/question-locks.ts';
import type { MessageRow, TutorRepository } from './repository.ts';
import { type AnswerTurn, type Composed, estimateTokens, type Turn } from './turn.ts';

const SUMMARY_MAX = 1500;

/** An extractive summary of the turns the model no longer sees: what was asked and cited. */
function summarise(earlier: MessageRow[]): string | null {
  if (earlier.length === 0) return null;
  const asked = earlier.filter((m) => m.role === 'user').map((m) => `"${m.content.slice(0, 120)}"`);
  const cited = [...new Set(earlier.flatMap((m) => m.citations.map((c) => c.title)))];
  const text = `Earlier the student asked: ${asked.join('; ')}.${cited.length > 0 ? ` Answers cited: ${cited.join(', ')}.` : ''}`;
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

export function createStreamAnswer(deps: {
  db: Database;
  repository: TutorRepository;
  locks: QuestionLocks;
  now: () => Date;
  logger?: FastifyBaseLogger | undefined;
  /** How each mode answers; the tutor mode answers every other (explain). */
  modes: { quiz: AnswerTurn; viva: AnswerTurn; compare: AnswerTurn; tutor: AnswerTurn };
}) {
  const { db, repository, locks, now, modes } = deps;

  async function compose(turn: Turn, history: MessageRow[], onDelta: (t: string) => void): Promise<Composed> {
    switch (turn.thread.mode) {
      case 'quiz':
        return modes.quiz(turn, history, onDelta);
      case 'viva':
        return modes.viva(turn, history, onDelta);
      case 'compare':
        return modes.compare(turn, history, onDelta);
      default:
        return modes.tutor(turn, history, onDelta);
    }
  }

  return {
    /**
     * Writes the answer, relaying its text as it comes, and stores it. It runs to the end even
     * when the browser has gone (the answer is then there when the conversation is reopened).
     */
    async run(accepted: Turn, onDelta: (text: string) => void = () => {}): Promise<TutorAnswer> {
      const turn: Turn = { ...accepted, hidden: await locks.questionsLockedFor(accepted.thread.userId) };
      const all = await repository.messages(db, turn.thread.id);
      const history = all.filter((m) => m.clientId !== turn.question.clientId);
      const emergency = describesPersonalEmergency(turn.question.content);
      if (emergency) onDelta(`${TUTOR_EMERGENCY_LINE}\n\n`);
      let streamed = false;
      const relay = (text: string) => {
        streamed = true;
        onDelta(text);
      };
      let composed: Composed;
      try {
        composed = await compose(turn, history, relay);
      } catch (error) {
        deps.logger?.warn({ err: error, threadId: turn.thread.id }, 'the tutor could not answer');
        composed = {
          text: tutorMessages.modelFailed,
          citations: [],
          grounding: null,
          label: tutorLabels.failed,
          interrupted: true,
        };
      }
      // Composed offline: relay it line by line, as a model's text would come.
      if (!streamed) for (const line of composed.text.split(/(?<=\n)/)) onDelta(line);
      const text = emergency ? `${TUTOR_EMERGENCY_LINE}\n\n${composed.text}` : composed.text;
      const interrupted = composed.interrupted ?? false;
      await repository.updateMessage(db, turn.answerId, {
        content: text,
        citations: composed.citations,
        label: composed.label,
        grounding: composed.grounding,
        status: interrupted ? 'interrupted' : 'complete',
        emergency,
        tableData: composed.table ?? null,
        questionData: composed.question ?? null,
        model: composed.model ?? null,
      });
      const budget = turn.thread.premium ? TUTOR_BUDGETS.premium : TUTOR_BUDGETS.standard;
      const earlier =
        history.length > budget.contextMessages ? history.slice(0, history.length - budget.contextMessages) : [];
      await repository.finishTurn(
        db,
        turn.thread.id,
        estimateTokens(turn.question.content) + estimateTokens(text) + (composed.extraTokens ?? 0),
        now(),
        {
          ...(composed.state ? { state: { ...turn.thread.state, ...composed.state } } : {}),
          ...(earlier.length > 0 ? { summary: summarise(earlier) } : {}),
        },
      );
      return {
        success: true,
        threadId: turn.thread.id,
        messageId: turn.answerId,
        answer: text,
        citations: composed.citations,
        label: composed.label,
        grounding: composed.grounding,
        interrupted,
        emergency,
        table: composed.table ?? null,
        question: composed.question ?? null,
        choice: composed.choice ?? null,
        usage: turn.usage,
      };
    },
  };
}
