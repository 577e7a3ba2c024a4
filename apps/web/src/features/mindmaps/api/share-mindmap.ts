/** POST /api/mindmaps/share: publishes a ready mindmap to Medstagram once; the list then shows it as shared. */
import { type MindmapShareReply, type MindmapShareRequest, mindmapApiPaths } from '@medsutra/contract/mindmaps/api';
import { api } from '@/lib/api-client';
import { type MindmapCallbacks, useMindmapMutation } from './mindmap-mutation';

function shareMindmap(request: MindmapShareRequest): Promise<MindmapShareReply> {
  return api.post<MindmapShareReply>(mindmapApiPaths.share, request);
}

export function useShareMindmap(email: string, callbacks: MindmapCallbacks<MindmapShareReply>) {
  return useMindmapMutation(
    email,
    (input: { mindmapId: string; title: string; description: string }) => shareMindmap({ ...input, userEmail: email }),
    callbacks,
  );
}
