/**
 * "Delete my account": GET (the pending date, if any), POST (asks, with the password) and DELETE
 * (cancels) /api/account/deletion.
 */
import {
  accountDataApiPaths,
  type DeletionReply,
  type DeletionRequest,
  type DeletionStatusReply,
} from '@medsutra/contract/account/data';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const deletionQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'deletion'],
    queryFn: async () =>
      (await api.get<DeletionStatusReply>(accountDataApiPaths.deletion, { cache: 'no-store' })).deletion,
  });

export function useDeletion() {
  return useQuery(deletionQueryOptions());
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeletionRequest) => api.post<DeletionReply>(accountDataApiPaths.deletion, input),
    onSuccess: (reply) => queryClient.setQueryData(deletionQueryOptions().queryKey, reply.deletion),
  });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<DeletionReply>(accountDataApiPaths.deletion),
    onSuccess: (reply) => queryClient.setQueryData(deletionQueryOptions().queryKey, reply.deletion),
  });
}
