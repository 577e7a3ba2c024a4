/** POST /api/medstagram/image-posts (multipart `file` and `caption`): a picture with a caption. */
import { medstagramApiPaths } from '@medsutra/contract/medstagram/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medstagramKeys } from './medstagram-keys';
import { postImageForm } from './upload-image';

export function useCreateImagePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; caption: string }) =>
      postImageForm<{ postId: string }>(medstagramApiPaths.imagePosts, input.file, { caption: input.caption }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medstagramKeys.all }),
  });
}
