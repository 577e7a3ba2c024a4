/** GET /api/analytics/overview: the weeks across subjects, the streak and readiness (`/user-analytics`). */
import { type AnalyticsOverviewReply, mcqAnalyticsPaths } from '@medsutra/contract/mcq/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceAnalyticsKeys } from './get-practice-analytics';

const analyticsOverviewQuery = () =>
  queryOptions({
    queryKey: [...practiceAnalyticsKeys.all, 'overview'] as const,
    queryFn: () => api.get<AnalyticsOverviewReply>(mcqAnalyticsPaths.overview, { cache: 'no-store' }),
    staleTime: 0,
  });

export const useAnalyticsOverview = () => useQuery(analyticsOverviewQuery());
