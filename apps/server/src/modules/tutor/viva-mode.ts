/** The viva mode: an examiner's questions on one topic, step by step. */
import type { GroundedAnswerService } from '../grounding/service.ts';
import { type ModelAnswer, offlineFrom } from './answer-writing.ts';
import type { MessagePassages } from './message-passages.ts';
import { MODE_INSTRUCTIONS, VIVA_FOLLOW_UPS } from './modes.ts';
import type { MessageRow } from './repository.ts';
import { refusal, type Scope } from './scope.ts';
import type { Composed, Turn } from './turn.ts';

interface VivaState {
  topic: string;
  step: number;
}

export function createVivaMode(deps: {
  grounding: Pick<GroundedAnswerService, 'modelConfigured'>;
  passages: MessagePassages;
  scope: Scope;
  modelAnswer: ModelAnswer;
}) {
  const { grounding, passages: messagePassages, scope, modelAnswer } = deps;

  return async function answerViva(turn: Turn, history: MessageRow[], onDelta: (t: string) => void): Promise<Composed> {
    const content = turn.question.content;
    const viva = (turn.thread.state as { viva?: VivaState }).viva;
    const starting = !viva || viva.step >= VIVA_FOLLOW_UPS.length;
    const topic = starting ? content : viva.topic;
    if (starting && !(await scope.inScope(content, Boolean(turn.thread.contextId)))) return refusal();
    const { passages } = await messagePassages.passagesFor(turn.thread, topic, null, turn.hidden);
    if (passages.length === 0) {
      const without = await scope.withoutPassages(content);
      if (without) return without;
    }
    const next: VivaState = { topic, step: starting ? 0 : viva.step + 1 };
    if (grounding.modelConfigured) {
      const instructions = starting
        ? `${MODE_INSTRUCTIONS.viva} The viva is on "${topic}": ask the opening question now.`
        : MODE_INSTRUCTIONS.viva;
      return { ...(await modelAnswer(turn, passages, history, onDelta, { instructions })), state: { viva: next } };
    }
    const main = passages[0]!;
    if (starting) {
      return {
        ...offlineFrom([main], `Examiner: Let us talk about ${main.title} [1]. What is it, and why does it matter?`),
        state: { viva: next },
      };
    }
    const from = Math.min(viva.step * 2, Math.max(0, main.lines.length - 2));
    const expected = main.lines.slice(from, from + 2).map((l) => `• ${l} [1]`);
    const followUp = VIVA_FOLLOW_UPS[viva.step];
    const lines = ['What the examiner hopes to hear, from the library:', ...expected, ''];
    lines.push(
      followUp
        ? `Examiner: ${followUp}`
        : `That ends the viva on ${main.title}. Name another topic to start a new one.`,
    );
    return { ...offlineFrom([main], lines.join('\n')), state: { viva: next } };
  };
}
