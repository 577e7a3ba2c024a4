/**
 * A post's actions: like and unlike, save and unsave (POST and DELETE, idempotent on the server),
 * and delete one's own. Each refreshes the Medstagram lists; likes pay no XP, so no balance moves.
 */
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

export function usePostAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, action }: { postId: string; action: 'like' | 'unlike' | 'save' | 'unsave' | 'delete' }) => {
      switch (action) {
        case 'like':
          return api.post(medstagramPath.likes(postId), {});
        case 'unlike':
          return api.delete(medstagramPath.likes(postId));
        case 'save':
          return api.post(medstagramPath.saves(postId), {});
        case 'unsave':
          return api.delete(medstagramPath.saves(postId));
        case 'delete':
          return api.delete(medstagramPath.post(postId));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: medstagramKeys.all }),
  });
}
