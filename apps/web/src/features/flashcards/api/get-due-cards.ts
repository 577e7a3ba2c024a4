/**
 * GET /api/flashcards/due: the cards due now, each with when it comes back after each rating. The
 * review screen keeps this list for the whole session, so a phone that loses its signal after
 * opening it reviews on; `fetchedAt` is this device's clock when it arrived (the buttons' intervals
 * count from it).
 */
import { FLASHCARD_DUE_LIMIT_MAX, type FlashcardDueReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flashcardKeys } from './flashcard-keys';

export interface DueCards extends FlashcardDueReply {
  fetchedAt: number;
}

export const dueFlashcardsQuery = () =>
  queryOptions({
    queryKey: flashcardKeys.due,
    queryFn: async (): Promise<DueCards> => {
      const reply = await api.get<FlashcardDueReply>(`${flashcardPaths.due}?limit=${FLASHCARD_DUE_LIMIT_MAX}`, {
        cache: 'no-store',
      });
      return { ...reply, fetchedAt: Date.now() };
    },
    // A session's list stays as it was read: refetching mid-session would reshuffle the cards.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
export const useDueFlashcards = () => useQuery(dueFlashcardsQuery());
