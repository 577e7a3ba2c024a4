/** PUT /api/medstagram/profile and POST /api/medstagram/profile/avatar: the student's own profile. */
import type { MedstagramProfileUpdate } from '@medsutra/contract/medstagram/api';
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';
import { postImageForm } from './upload-image';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MedstagramProfileUpdate) => api.put(medstagramApiPaths.profile, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medstagramKeys.all }),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postImageForm<{ avatarUrl: string }>(medstagramApiPaths.avatar, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medstagramKeys.all }),
  });
}
