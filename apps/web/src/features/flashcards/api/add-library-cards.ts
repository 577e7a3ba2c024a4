/** POST /api/flashcards/decks/library: cards made from the chosen subtopics' notes, into the library deck. */
import { type FlashcardLibraryReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { api } from '@/lib/api-client';

export const addLibraryCards = (subtopicIds: readonly string[]) =>
  api.post<FlashcardLibraryReply>(flashcardPaths.libraryDeck, { subtopicIds });
