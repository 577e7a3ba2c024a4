/** POST /api/flashcards/decks: a new deck of the student's own cards. */
import { type FlashcardDeck, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { api } from '@/lib/api-client';

export const createFlashcardDeck = (name: string) => api.post<{ deck: FlashcardDeck }>(flashcardPaths.decks, { name });
