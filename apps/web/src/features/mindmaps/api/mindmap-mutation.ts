/**
 * The shape of a mindmap action that spends coins and changes the saved list (generate, share):
 * on success the list and the balances are asked for again, then the caller hears of it.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { balancesMoved } from '@/lib/balances';
import { mindmapKeys } from './mindmap-keys';

export interface MindmapCallbacks<Reply> {
  onSuccess: (reply: Reply) => void;
  onError: (error: unknown) => void;
}

export function useMindmapMutation<Input, Reply>(
  email: string,
  mutationFn: (input: Input) => Promise<Reply>,
  callbacks: MindmapCallbacks<Reply>,
  onError: (error: unknown, queryClient: QueryClient) => void = callbacks.onError,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: mindmapKeys.list(email) });
      balancesMoved(queryClient);
      callbacks.onSuccess(reply);
    },
    onError: (error) => onError(error, queryClient),
  });
}
