/** POST /api/account/password: needs the current password; ends every other session. */
import {
  type PasswordChangeReply,
  type PasswordChangeRequest,
  profileApiPaths,
} from '@medsutra/contract/account/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsQueryOptions } from '@/features/auth/api/sessions';
import { api } from '@/lib/api-client';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeRequest) => api.post<PasswordChangeReply>(profileApiPaths.password, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
