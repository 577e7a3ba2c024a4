/** DELETE /api/admin/library-questions/{id}/difficulty: an admin's correction undone, the file's label back. */
import { libraryAdminQuestionDifficultyPath } from '@medsutra/contract/library/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReportsQueryKey } from './get-admin-reports';

export function useRevertQuestionDifficulty(options: {
  onSuccess: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => api.delete<{ message: string }>(libraryAdminQuestionDifficultyPath(questionId)),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: adminReportsQueryKey });
      options.onSuccess(reply.message);
    },
    onError: options.onError,
  });
}
