/**
 * The tutor and explain modes: a question answered from the library's passages (a pasted
 * multiple-choice question is weighed option by option).
 */
import { composeFromPassages, type GroundedAnswerService } from '../grounding/service.ts';
import { type ModelAnswer, offlineFrom } from './answer-writing.ts';
import { parseMcqMessage } from './mcq-message.ts';
import type { MessagePassages } from './message-passages.ts';
import { offlineExplain } from './modes.ts';
import type { PastedMcqAnswer } from './pasted-mcq.ts';
import type { MessageRow } from './repository.ts';
import { refusal, type Scope } from './scope.ts';
import type { Composed, Turn } from './turn.ts';

export function createTutorMode(deps: {
  grounding: Pick<GroundedAnswerService, 'modelConfigured'>;
  passages: MessagePassages;
  scope: Scope;
  modelAnswer: ModelAnswer;
  answerMcq: PastedMcqAnswer;
}) {
  const { grounding, passages: messagePassages, scope, modelAnswer, answerMcq } = deps;

  return async function answerTutor(
    turn: Turn,
    history: MessageRow[],
    onDelta: (t: string) => void,
  ): Promise<Composed> {
    const content = turn.question.content;
    const previous = [...history].reverse().find((m) => m.role === 'user')?.content ?? null;
    const mcq = parseMcqMessage(content);
    if (mcq) return answerMcq(turn, mcq, history, onDelta, Boolean(turn.thread.contextId || previous));
    if (!(await scope.inScope(content, Boolean(turn.thread.contextId || previous)))) return refusal();
    const { passages } = await messagePassages.passagesFor(turn.thread, content, previous, turn.hidden);
    if (passages.length === 0) {
      const without = await scope.withoutPassages(content);
      if (without) return without;
    }
    if (grounding.modelConfigured) return modelAnswer(turn, passages, history, onDelta);
    const text = turn.thread.mode === 'explain' ? offlineExplain(passages) : composeFromPassages(passages);
    return offlineFrom(passages, text);
  };
}
