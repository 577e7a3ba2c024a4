/** GET /api/medstagram/user/{handle}/profile: a student's public profile and counts (never an email). */
import type { MedstagramProfile } from '@medsutra/contract/medstagram/api';
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

const profileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: medstagramKeys.profile(handle),
    queryFn: () =>
      api
        .get<{ profile: MedstagramProfile }>(medstagramPath.userProfile(handle), { cache: 'no-store' })
        .then((reply) => reply.profile),
    retry: false,
  });

export function useProfile(handle: string) {
  return useQuery(profileQueryOptions(handle));
}
