/** POST /api/reports: a post or comment goes to the admins' moderation queue with a reason. */
import { medstagramApiPaths } from '@medsutra/contract/medstagram';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useReport() {
  return useMutation({
    mutationFn: (report: { targetKind: 'post' | 'comment'; targetId: string; reason: string }) =>
      api.post(medstagramApiPaths.reports, report),
  });
}
