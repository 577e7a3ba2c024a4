/** The student's own cards: create, edit and delete (library and mistakes cards follow their source). */
import {
  type FlashcardCard,
  type FlashcardCardBody,
  flashcardCardPath,
  flashcardPaths,
} from '@medsutra/contract/flashcards/api';
import { api } from '@/lib/api-client';

export const createFlashcard = (body: FlashcardCardBody) =>
  api.post<{ card: FlashcardCard }>(flashcardPaths.cards, body);
export const editFlashcard = (cardId: string, text: { front: string; back: string }) =>
  api.patch<{ card: FlashcardCard }>(flashcardCardPath(cardId), text);
export const deleteFlashcard = (cardId: string) => api.delete<{ deleted: true }>(flashcardCardPath(cardId));
