/** GET /api/golden-store/items, POST …/items/{id}/claim, and the admins' POST /api/admin/golden-store/items. */
import type { GoldenItemCreateRequest, GoldenItemsReply } from '@medsutra/contract/golden-store/api';
import { goldenApiPaths, goldenClaimUrl } from '@medsutra/contract/golden-store/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const goldenItemsQueryKey = ['golden-store', 'items'] as const;

const goldenItemsQueryOptions = () =>
  queryOptions({
    queryKey: goldenItemsQueryKey,
    queryFn: async () => (await api.get<GoldenItemsReply>(goldenApiPaths.items)).items,
    // Asked again whenever the store opens: a student back from the checkout before its status
    // page saw the payment must still find the item theirs, not an old "Buy".
    staleTime: 0,
  });

export const useGoldenItems = () => useQuery(goldenItemsQueryOptions());

export function useClaimGoldenItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.post<{ pdfId: string }>(goldenClaimUrl(itemId), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goldenItemsQueryKey }),
  });
}

export function useCreateGoldenItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GoldenItemCreateRequest) => api.post(goldenApiPaths.adminItems, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goldenItemsQueryKey }),
  });
}

/** The admin's own uploaded PDFs, to choose the one to put on sale. */
export const useOwnPdfsForSale = (enabled: boolean) =>
  useQuery({
    queryKey: ['golden-store', 'own-pdfs'] as const,
    queryFn: async () =>
      (await api.get<{ pdfs: { id: string; title: string; pageCount: number }[] }>('/api/pdfs')).pdfs,
    enabled,
  });
