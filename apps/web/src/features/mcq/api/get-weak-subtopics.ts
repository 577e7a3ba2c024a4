/** GET /api/analytics/weak-subtopics: the student's weakest subtopics across subjects (Home's Today section). */
import type { WeakSubtopicsReply } from '@medsutra/contract/mcq/analytics';
import { mcqAnalyticsPaths } from '@medsutra/contract/mcq/analytics-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceAnalyticsKeys } from './get-practice-analytics';

const weakSubtopicsQuery = () =>
  queryOptions({
    queryKey: [...practiceAnalyticsKeys.all, 'weak-subtopics'] as const,
    queryFn: () => api.get<WeakSubtopicsReply>(mcqAnalyticsPaths.weakSubtopics, { cache: 'no-store' }),
  });

export const useWeakSubtopics = () => useQuery(weakSubtopicsQuery());
