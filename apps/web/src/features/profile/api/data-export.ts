/**
 * "Download my data": GET /api/account/export (the latest export; polled while it is being
 * prepared) and POST /api/account/export (starts one, as a background job on the server).
 */
import { accountDataApiPaths, type ExportStartReply, type LatestExportReply } from '@medsutra/contract/account/data';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const latestExportQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'export'],
    queryFn: async () => (await api.get<LatestExportReply>(accountDataApiPaths.export, { cache: 'no-store' })).export,
    // Ask again every 2 s while the job runs; stop once it is ready or failed.
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 2000 : false),
  });

export function useLatestExport() {
  return useQuery(latestExportQueryOptions());
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ExportStartReply>(accountDataApiPaths.export, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: latestExportQueryOptions().queryKey }),
  });
}
