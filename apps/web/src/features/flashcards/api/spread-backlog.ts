/** POST /api/flashcards/backlog/spread: gives the overdue cards new days over the next `days`. */
import { type FlashcardBacklogSpreadReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { api } from '@/lib/api-client';

export const spreadFlashcardBacklog = (days: number) =>
  api.post<FlashcardBacklogSpreadReply>(flashcardPaths.backlogSpread, { days });
