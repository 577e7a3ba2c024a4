/** PUT /api/flashcards/settings: replaces them; the reply is what the server stored. */
import { type FlashcardSettings, type FlashcardSettingsReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { api } from '@/lib/api-client';

export const saveFlashcardSettings = (settings: FlashcardSettings) =>
  api.put<FlashcardSettingsReply>(flashcardPaths.settings, settings);
