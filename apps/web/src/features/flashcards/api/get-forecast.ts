/** GET /api/flashcards/forecast: reviews a day for the next 30 days at a retention (null: the student's own). */
import { type FlashcardForecastReply, flashcardPaths } from '@medsutra/contract/flashcards/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flashcardKeys } from './flashcard-keys';

const FORECAST_DAYS = 30;

const flashcardForecastQuery = (retention: number | null) =>
  queryOptions({
    queryKey: flashcardKeys.forecast(retention),
    queryFn: () =>
      api.get<FlashcardForecastReply>(
        `${flashcardPaths.forecast}?days=${FORECAST_DAYS}${retention === null ? '' : `&retention=${retention}`}`,
        { cache: 'no-store' },
      ),
    staleTime: 60_000,
    // The old chart stays while the slider's new one loads, so the panel does not jump.
    placeholderData: keepPreviousData,
  });
export const useFlashcardForecast = (retention: number | null) => useQuery(flashcardForecastQuery(retention));
