/** POST /api/reports: a post, comment or student goes to the admins' moderation queue with a reason. */
import { moderationApiPaths, type ReportReasonsReply } from '@medsutra/contract/admin/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ReportKind = 'post' | 'comment' | 'user';

export function useReport() {
  return useMutation({
    mutationFn: (report: { targetKind: ReportKind; targetId: string; reason: string }) =>
      api.post(medstagramApiPaths.reports, report),
  });
}

/** The reasons the moderation queue takes for one kind (`GET /api/reports/reasons`). */
export function useReportReasons(kind: ReportKind, enabled: boolean) {
  return useQuery({
    queryKey: ['moderation', 'reasons'] as const,
    queryFn: () => api.get<ReportReasonsReply>(moderationApiPaths.reasons),
    select: (reply) => reply.kinds.find((entry) => entry.kind === kind)?.reasons ?? [],
    staleTime: 60 * 60 * 1000,
    enabled,
  });
}
