/** GET /api/flashcards/settings: the student's retention, easy days and exam date. */
import { type FlashcardSettingsReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flashcardKeys } from './flashcard-keys';

const flashcardSettingsQuery = () =>
  queryOptions({
    queryKey: flashcardKeys.settings,
    queryFn: () => api.get<FlashcardSettingsReply>(flashcardPaths.settings, { cache: 'no-store' }),
    staleTime: 5 * 60_000,
  });
export const useFlashcardSettings = () => useQuery(flashcardSettingsQuery());
