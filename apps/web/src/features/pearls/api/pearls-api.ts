/** The pearl calls: create (pays XP by docs/product-rules.md's limits), list and search, one, delete. */

import { type LibrarySubjectsReply, libraryApiPaths } from '@medsutra/contract/library/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { notesApiPaths, type Pearl, type PearlCreateRequest } from '@medsutra/contract/notes/api';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';

const pearlKeys = { all: ['pearls'] as const };
const pearlUrl = (id: string) => notesApiPaths.pearl.replace(':id', encodeURIComponent(id));

const pearlsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...pearlKeys.all, 'list', query] as const,
    queryFn: async () =>
      (await api.get<{ pearls: Pearl[] }>(`${notesApiPaths.pearls}${query ? `?q=${encodeURIComponent(query)}` : ''}`))
        .pearls,
  });

export const usePearls = (query: string) => useQuery(pearlsQueryOptions(query));

export const usePearl = (id: string) =>
  useQuery({
    queryKey: [...pearlKeys.all, 'one', id] as const,
    queryFn: async () => (await api.get<{ pearl: Pearl }>(pearlUrl(id))).pearl,
    enabled: id !== '',
    retry: false,
  });

export const useLibrarySubjectChoices = () =>
  useQuery({
    queryKey: ['library', 'subjects'] as const,
    queryFn: () => api.get<LibrarySubjectsReply>(libraryApiPaths.subjects),
  });

/** After a pearl is written or shared: the pearls are asked for again, and the balances if it earned XP. */
function pearlsChanged(queryClient: QueryClient, xpAwarded: number) {
  if (xpAwarded > 0) balancesMoved(queryClient);
  return queryClient.invalidateQueries({ queryKey: pearlKeys.all });
}

export function useCreatePearl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PearlCreateRequest) =>
      api.post<{ pearl: Pearl; xpAwarded: number; message: string }>(notesApiPaths.pearls, input),
    onSuccess: (reply) => pearlsChanged(queryClient, reply.xpAwarded),
  });
}

export function useDeletePearl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(pearlUrl(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pearlKeys.all }),
  });
}

/** POST /api/medstagram/pearls/{id}/share: publishes the pearl (50 XP once per pearl). */
export function useSharePearl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ postId: string; xpAwarded: number; message: string }>(
        medstagramApiPaths.sharePearl.replace(':id', encodeURIComponent(id)),
        {},
      ),
    onSuccess: (reply) => pearlsChanged(queryClient, reply.xpAwarded),
  });
}

/** POST /api/pearls/{id}/image (multipart `file`): the server checks, resizes and strips the picture. */
export function useSetPearlImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(notesApiPaths.pearlImage.replace(':id', encodeURIComponent(id)), {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => response.statusText));
      return ((await response.json()) as { pearl: Pearl }).pearl;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pearlKeys.all }),
  });
}
