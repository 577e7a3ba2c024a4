/**
 * "My mistakes" (decision 136): a wrong MCQ becomes a card when the answer is recorded, in the
 * answer's transaction, and the card's schedule is the MCQ mistakes deck's (one schedule per
 * mistake): the deck tells us its cards' states, a flashcard review steps the deck's card, and
 * the card's columns mirror it. Its text follows the question and is read when the card is shown.
 */
import type { MistakesChanged } from '../mcq/mistakes-deck.ts';
import { createFlashcardsRepository } from './repository.ts';

const MISTAKES_DECK_NAME = 'My mistakes';
const mistakeSourceKey = (questionId: string) => `mistake:${questionId}`;
export const questionOfMistake = (sourceKey: string | null) =>
  sourceKey?.startsWith('mistake:') ? sourceKey.slice('mistake:'.length) : null;

/** The hook the MCQ mistakes deck calls: its cards, made or brought up to date as flashcards. */
export function mirrorMistakesIntoFlashcards(repository = createFlashcardsRepository()): MistakesChanged {
  return async (tx, { userId, cards, now }) => {
    const deck = await repository.ensureDeck(tx, userId, 'mistakes', MISTAKES_DECK_NAME);
    await repository.mirrorMistakeCards(
      tx,
      cards.map(({ questionId, card }) => ({
        userId,
        deckId: deck.id,
        kind: 'mistake' as const,
        sourceKey: mistakeSourceKey(questionId),
        front: '',
        back: '',
        ...card,
        createdAt: now,
        updatedAt: now,
      })),
    );
  };
}

/** A question as the mistake card shows it: stem and lettered options; the answer and the one-line why. */
export function mistakeText(question: { stem: string; options: string[]; answerIndex: number; explanation: string }) {
  const options = question.options.map((option, i) => `${String.fromCharCode(65 + i)}. ${option}`).join('\n');
  const answer = question.options[question.answerIndex] ?? '';
  const why = question.explanation.split(/(?<=\.)\s/)[0] ?? question.explanation;
  return {
    front: `${question.stem}\n\n${options}`,
    back: `${String.fromCharCode(65 + question.answerIndex)}. ${answer}\n\n${why}`,
  };
}
