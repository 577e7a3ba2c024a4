/** GET /api/auth/providers: whether the Google button is shown. */
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: () => api.get<{ success: true; google: boolean }>(authApiPaths.providers),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useGoogleSignInAvailable(): boolean {
  return useQuery(providersQueryOptions()).data?.google === true;
}
