/** POST /api/mindmaps/share: publishes a ready mindmap to Medstagram once; the list then shows it as shared. */
import { type MindmapShareReply, type MindmapShareRequest, mindmapApiPaths } from '@medsutra/contract/mindmaps/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';
import { mindmapKeys } from './mindmap-keys';

function shareMindmap(request: MindmapShareRequest): Promise<MindmapShareReply> {
  return api.post<MindmapShareReply>(mindmapApiPaths.share, request);
}

export function useShareMindmap(
  email: string,
  callbacks: { onSuccess: (reply: MindmapShareReply) => void; onError: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mindmapId: string; title: string; description: string }) =>
      shareMindmap({ ...input, userEmail: email }),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: mindmapKeys.list(email) });
      balancesMoved(queryClient);
      callbacks.onSuccess(reply);
    },
    onError: callbacks.onError,
  });
}
