/** GET /api/flashcards/backlog?days=: how many cards are overdue and the proposed spread over `days`. */
import { type FlashcardBacklogReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flashcardKeys } from './flashcard-keys';

const flashcardBacklogQuery = (days: number) =>
  queryOptions({
    queryKey: flashcardKeys.backlog(days),
    queryFn: () => api.get<FlashcardBacklogReply>(`${flashcardPaths.backlog}?days=${days}`, { cache: 'no-store' }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
export const useFlashcardBacklog = (days: number) => useQuery(flashcardBacklogQuery(days));
