/** GET /api/admin/users?q=: the admin console's user search. */
import { type AdminUsersReply, adminApiPaths } from '@medsutra/contract/admin/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminUsersQueryKey = ['admin', 'users'] as const;

const adminUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'search', q] as const,
    queryFn: () => api.get<AdminUsersReply>(`${adminApiPaths.users}?q=${encodeURIComponent(q)}`),
  });

export const useAdminUsers = (q: string) => useQuery(adminUsersQueryOptions(q));
