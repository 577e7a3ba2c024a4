/** GET /api/account/profile: the signed-in user's own account, for the Profile page. */
import type { ProfileReply } from '@medsutra/contract/account/profile';
import { profileApiPaths } from '@medsutra/contract/account/profile-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async () => (await api.get<ProfileReply>(profileApiPaths.profile, { cache: 'no-store' })).profile,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
