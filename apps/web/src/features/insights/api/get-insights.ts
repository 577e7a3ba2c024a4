/** GET /api/insights/:email: the student's own insights (types only from the contract: no zod on the page). */

import type { InsightsReply } from '@medsutra/contract/insights/api';
import { insightsApiPath } from '@medsutra/contract/insights/screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const insightsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['insights', email] as const,
    queryFn: () => api.get<InsightsReply>(insightsApiPath(email)),
  });
export const useInsights = (email: string) => useQuery(insightsQueryOptions(email));
