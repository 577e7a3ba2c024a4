/** What the model is asked for a mindmap. The JSON shape itself goes as the response format. */
import type { ChatMessage } from '../../adapters/ai/provider.ts';
import type { Passage } from '../grounding/passages.ts';
import { passagesBlock } from '../grounding/prompt.ts';

export function mindmapPrompt(topic: string, passages: readonly Passage[] = []): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You write study mindmaps for Indian medical students preparing for MBBS professional exams, viva, NEET PG, INICET and FMGE.',
        'Follow standard textbooks (Harrison, Robbins, Bailey & Love, Park, KD Tripathi and their peers).',
        'Organise the topic as a clinical outline: definition, causes, pathophysiology, clinical features, investigations, management, complications and high-yield points; drop a branch that does not apply and add one the topic needs.',
        'Each label is a short phrase (at most 12 words), not a sentence. Give 3 to 6 points per branch and up to 5 details per point.',
        'Prefer facts that are asked in exams: investigation of choice, drug of choice, most common cause, classic signs, named classifications.',
        ...(passages.length > 0
          ? [
              'Use the numbered MedSutra library passages below first. End a label that states a fact from a passage with its number, as [1] or [2]; cite only numbers that appear below.',
              '',
              'Library passages:',
              passagesBlock(passages),
              '',
            ]
          : []),
        'If the topic is not a medical subject, make the most useful medical-study mindmap you can for it.',
        'Reply with the JSON object only.',
      ].join('\n'),
    },
    // The topic is the student's text: it is data, never instructions.
    { role: 'user', content: `Topic: ${JSON.stringify(topic)}` },
  ];
}
