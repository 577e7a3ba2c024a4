/**
 * The two ways an answer is written from passages: by the model when one is configured, or
 * composed from the passages themselves and labelled offline.
 */
import { groundingLabels } from '@medsutra/contract/library/api';
import { TUTOR_BUDGETS, type TutorCitation } from '@medsutra/contract/tutor/api';
import type { ChatMessage } from '../../adapters/ai/provider.ts';
import type { Passage } from '../grounding/passages.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import { MODE_INSTRUCTIONS } from './modes.ts';
import type { MessageRow } from './repository.ts';
import { type Composed, estimateTokens, type Turn } from './turn.ts';

const citationOf = (p: Passage): TutorCitation => ({
  n: p.n,
  kind: p.kind,
  id: p.itemId,
  title: p.title,
  subtopicId: p.subtopicId,
});

export function offlineFrom(passages: Passage[], text: string): Composed {
  return {
    text,
    citations: passages.map(citationOf),
    grounding: 'library-offline',
    label: groundingLabels['library-offline'],
  };
}

export function createModelAnswer(deps: {
  grounding: Pick<GroundedAnswerService, 'converse'>;
  premiumModel?: string | undefined;
}) {
  const { grounding } = deps;

  async function modelAnswer(
    turn: Turn,
    passages: Passage[],
    history: MessageRow[],
    onDelta: (text: string) => void,
    extra: { instructions?: string } = {},
  ): Promise<Composed> {
    const budget = turn.thread.premium ? TUTOR_BUDGETS.premium : TUTOR_BUDGETS.standard;
    const recent = history.filter((m) => m.status === 'complete').slice(-budget.contextMessages);
    const historyMessages: ChatMessage[] = recent.map((m) => ({ role: m.role, content: m.content }));
    const answer = await grounding.converse({
      question: turn.question.content,
      passages,
      instructions: extra.instructions ?? MODE_INSTRUCTIONS[turn.thread.mode],
      summary: turn.thread.summary,
      history: historyMessages,
      maxTokens: budget.answerTokens,
      ...(turn.thread.premium && deps.premiumModel ? { model: deps.premiumModel } : {}),
      onDelta,
    });
    const promptTokens =
      estimateTokens(passages.map((p) => p.lines.join(' ')).join(' ')) +
      historyMessages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
    return {
      text: answer.text,
      citations: answer.citations.map((c) => ({
        n: c.n,
        kind: c.kind,
        id: c.itemId,
        title: c.title,
        subtopicId: c.subtopicId,
      })),
      grounding: answer.grounding,
      label: answer.label,
      interrupted: answer.interrupted,
      model: answer.model,
      extraTokens: promptTokens,
    };
  }

  return { modelAnswer };
}
export type ModelAnswer = ReturnType<typeof createModelAnswer>['modelAnswer'];
