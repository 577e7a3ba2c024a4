import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A signed-in list (devices, sessions) read from the server each time it is shown: never from the HTTP cache, never stale. */
export const freshListQuery = <T>(key: string, path: string) =>
  queryOptions({
    queryKey: [key],
    queryFn: () => api.get<T>(path, { cache: 'no-store' }),
    staleTime: 0,
  });
