/** Follow and unfollow, block and unblock a student by public handle. */
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

export function usePersonAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ handle, action }: { handle: string; action: 'follow' | 'unfollow' | 'block' | 'unblock' }) => {
      const path =
        action === 'follow' || action === 'unfollow' ? medstagramPath.follow(handle) : medstagramPath.block(handle);
      return action === 'follow' || action === 'block' ? api.post(path, {}) : api.delete(path);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medstagramKeys.all }),
  });
}
