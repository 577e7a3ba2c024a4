/** POST /api/admin/reports/{id}/decision: uphold (take down) or dismiss a report. */
import { type AdminActionReply, adminReportDecisionPath, type ReportDecision } from '@medsutra/contract/admin/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditLogQueryKey } from './get-audit-log';
import { moderationQueueQueryKey } from './get-reports';

export function useDecideReport(options: { onSuccess: (message: string) => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reportId: string; decision: ReportDecision }) =>
      api.post<AdminActionReply>(adminReportDecisionPath(input.reportId), { decision: input.decision }),
    onSuccess: async (reply) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
      options.onSuccess(reply.message);
    },
    // A report another admin decided first is gone from the queue too: refresh either way.
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: moderationQueueQueryKey });
      options.onError(error);
    },
  });
}
