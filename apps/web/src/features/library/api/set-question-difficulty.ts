/** POST /api/admin/library-questions/{id}/difficulty: correct a question's label from its item figures. */
import { libraryAdminQuestionDifficultyPath } from '@medsutra/contract/library/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReportsQueryKey } from './get-admin-reports';

export function useSetQuestionDifficulty(options: {
  onSuccess: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { questionId: string; difficulty: 'easy' | 'medium' | 'hard' }) =>
      api.post<{ message: string }>(libraryAdminQuestionDifficultyPath(input.questionId), {
        difficulty: input.difficulty,
      }),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: adminReportsQueryKey });
      options.onSuccess(reply.message);
    },
    onError: options.onError,
  });
}
