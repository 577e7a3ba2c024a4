/** A pasted multiple-choice question: its options weighed against the library, one by one. */
import { tutorMessages } from '@medsutra/contract/tutor/api';
import type { Passage } from '../grounding/passages.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import { type ModelAnswer, offlineFrom } from './answer-writing.ts';
import { choiceOf, composeMcqAnswer } from './mcq-answer.ts';
import { asksForException, type McqMessage } from './mcq-message.ts';
import { MODE_INSTRUCTIONS } from './modes.ts';
import type { MessageRow } from './repository.ts';
import { refusal, type Scope } from './scope.ts';
import { type Composed, NOTHING_HIDDEN, type Turn } from './turn.ts';

/** A long stem shares fewer of its words with any one passage than a short question does. */
const MCQ_RELEVANCE_FLOOR = 0.3;

/**
 * A model's named option, kept only when a passage it cited holds that option's words; otherwise
 * dropped to null (the reply says so).
 */
function checkedModelChoice(answer: Composed, passages: readonly Passage[], mcq: McqMessage): Composed['choice'] {
  const named = choiceOf(answer.text);
  if (!named) return null;
  const option = mcq.options['ABCD'.indexOf(named)]!.toLowerCase();
  const cited = new Set(answer.citations.map((c) => c.n));
  const supported = passages.some((p) => cited.has(p.n) && p.lines.some((l) => l.toLowerCase().includes(option)));
  if (supported) return named;
  // The stored answer must not read as a named option when it is replayed (choiceOf).
  answer.text = `${answer.text.replace(/(^|\n)Answer: ([A-D]\))/, '$1The model suggested $2')}\n\n${tutorMessages.choiceUnsupported}`;
  return null;
}

export function createPastedMcqAnswer(deps: {
  grounding: Pick<GroundedAnswerService, 'weighOptions' | 'about' | 'modelConfigured'>;
  scope: Scope;
  modelAnswer: ModelAnswer;
}) {
  const { grounding, scope, modelAnswer } = deps;

  return async function answerMcq(
    turn: Turn,
    mcq: McqMessage,
    history: MessageRow[],
    onDelta: (t: string) => void,
    followUp: boolean,
  ): Promise<Composed> {
    const hidden = turn.hidden ?? NOTHING_HIDDEN;
    const weighed = await grounding.weighOptions(mcq.stem, mcq.options, hidden, asksForException(mcq.stem));
    // A stem the library's passages are about is in scope, however long; else the usual check.
    const onTopic = (weighed.ranked[0]?.coverage ?? 0) >= MCQ_RELEVANCE_FLOOR;
    if (!onTopic && !(await scope.inScope(mcq.stem, followUp))) return refusal();
    const weighing = onTopic ? weighed : { ...weighed, ranked: [], choice: null, undecided: 'no-support' as const };
    const about = await Promise.all(mcq.options.map((option) => grounding.about(option, hidden)));
    const composed = composeMcqAnswer(mcq, weighing, about);
    if (composed.passages.length === 0) {
      const without = await scope.withoutPassages(mcq.stem);
      if (without) return { ...without, choice: null };
    }
    if (grounding.modelConfigured) {
      const answer = await modelAnswer(turn, composed.passages, history, onDelta, {
        instructions: `${MODE_INSTRUCTIONS.tutor} The student's message is a multiple-choice question. Weigh each option against the passages, citing them. Name an answer only when a passage clearly supports it, on a first line of the form "Answer: B) <option>" citing that passage; otherwise say that the passages do not settle it and name no option.`,
      });
      const choice = checkedModelChoice(answer, composed.passages, mcq);
      return { ...answer, choice };
    }
    return { ...offlineFrom(composed.passages, composed.text), choice: composed.choice };
  };
}
export type PastedMcqAnswer = ReturnType<typeof createPastedMcqAnswer>;
