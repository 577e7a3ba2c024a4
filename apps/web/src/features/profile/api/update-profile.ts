/**
 * PATCH /api/account/profile: a new name, mobile number, exam or exam date; the name shown app-wide
 * follows, and so does the exam date the flashcard settings name (decision 162).
 */
import { type ProfileReply, type ProfileUpdateRequest, profileApiPaths } from '@medsutra/contract/account/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authStatusQueryKey } from '@/features/auth/api/get-auth-status';
import { flashcardKeys } from '@/features/flashcards/api/flashcard-keys';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProfileUpdateRequest) =>
      (await api.patch<ProfileReply>(profileApiPaths.profile, change)).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.settings });
    },
  });
}
