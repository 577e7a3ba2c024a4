/** GET /api/admin/users/{id}: one account's plan, balances, devices, sessions and role. */
import { type AdminUserReply, adminUserPath } from '@medsutra/contract/admin/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-users';

const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'one', userId] as const,
    queryFn: () => api.get<AdminUserReply>(adminUserPath(userId)),
  });

export const useAdminUser = (userId: string) => useQuery(adminUserQueryOptions(userId));
