/** GET /api/mcq/mistakes: how many mistakes-deck cards are due now, of how many. Answering invalidates it. */
import type { MistakesDeckReply } from '@medsutra/contract/mcq/practice-api';
import { mcqApiPaths } from '@medsutra/contract/mcq/practice-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const mistakesDeckKey = ['mcq-mistakes'] as const;

const mistakesDeckQuery = () =>
  queryOptions({
    queryKey: mistakesDeckKey,
    queryFn: () => api.get<MistakesDeckReply>(mcqApiPaths.mistakes, { cache: 'no-store' }),
    staleTime: 0,
  });

export const useMistakesDeck = () => useQuery(mistakesDeckQuery());
