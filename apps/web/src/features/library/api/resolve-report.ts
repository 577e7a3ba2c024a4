/** POST /api/admin/library-reports/{id}: mark a report fixed or rejected. */
import { libraryAdminReportPath } from '@medsutra/contract/library/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReportsQueryKey } from './get-admin-reports';

export function useResolveReport(options: { onSuccess: (message: string) => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; status: 'fixed' | 'rejected' }) =>
      api.post<{ message: string }>(libraryAdminReportPath(input.reportId), { status: input.status }),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: adminReportsQueryKey });
      options.onSuccess(reply.message);
    },
    onError: options.onError,
  });
}
