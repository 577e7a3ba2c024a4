/**
 * POST /api/mindmap/generate: spends the coins and queues the job. On success the balance and the
 * saved list are asked for again (docs/product-rules.md, Mindmaps), and the list then polls until the job ends.
 */
import {
  type MindmapGenerateReply,
  type MindmapGenerateRequest,
  mindmapApiPaths,
} from '@medsutra/contract/mindmaps/api';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';
import { type MindmapCallbacks, useMindmapMutation } from './mindmap-mutation';

function generateMindmap(request: MindmapGenerateRequest): Promise<MindmapGenerateReply> {
  return api.post<MindmapGenerateReply>(mindmapApiPaths.generate, request);
}

export function useGenerateMindmap(email: string, callbacks: MindmapCallbacks<MindmapGenerateReply>) {
  return useMindmapMutation(
    email,
    (topic: string) => generateMindmap({ topic, userEmail: email }),
    callbacks,
    (error, queryClient) => {
      callbacks.onError(error);
      // A refusal may mean the balance moved elsewhere (another tab, another device).
      balancesMoved(queryClient);
    },
  );
}
