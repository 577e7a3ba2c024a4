/**
 * POST /api/mindmap/generate: spends the coins and queues the job. On success the balance and the
 * saved list are asked for again (docs/product-rules.md, Mindmaps), and the list then polls until the job ends.
 */
import {
  type MindmapGenerateReply,
  type MindmapGenerateRequest,
  mindmapApiPaths,
} from '@medsutra/contract/mindmaps/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';
import { mindmapKeys } from './mindmap-keys';

function generateMindmap(request: MindmapGenerateRequest): Promise<MindmapGenerateReply> {
  return api.post<MindmapGenerateReply>(mindmapApiPaths.generate, request);
}

export function useGenerateMindmap(
  email: string,
  callbacks: { onSuccess: (reply: MindmapGenerateReply) => void; onError: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: string) => generateMindmap({ topic, userEmail: email }),
    onSuccess: (reply) => {
      callbacks.onSuccess(reply);
      void queryClient.invalidateQueries({ queryKey: mindmapKeys.list(email) });
      balancesMoved(queryClient);
    },
    onError: (error) => {
      callbacks.onError(error);
      // A refusal may mean the balance moved elsewhere (another tab, another device).
      balancesMoved(queryClient);
    },
  });
}
