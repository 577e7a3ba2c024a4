/**
 * GET /api/revision/smart: the smart list. Reads the zod-free half of the contract (types only
 * from the rest), so the dashboard's dropdown loads without zod.
 */
import type { SmartRevisionReply } from '@medsutra/contract/revision/api';
import { revisionPaths } from '@medsutra/contract/revision/screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const revisionQueryKey = ['revision'] as const;

const smartRevisionQueryOptions = () =>
  queryOptions({
    queryKey: [...revisionQueryKey, 'smart'] as const,
    queryFn: () => api.get<SmartRevisionReply>(revisionPaths.smart),
  });
export const useSmartRevision = () => useQuery(smartRevisionQueryOptions());
