/** GET /api/flashcards/decks: the student's decks with how many cards each has and how many are due today. */
import { type FlashcardDecksReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flashcardKeys } from './flashcard-keys';

const flashcardDecksQuery = () =>
  queryOptions({
    queryKey: flashcardKeys.decks,
    queryFn: () => api.get<FlashcardDecksReply>(flashcardPaths.decks, { cache: 'no-store' }),
    staleTime: 30_000,
  });
export const useFlashcardDecks = () => useQuery(flashcardDecksQuery());
