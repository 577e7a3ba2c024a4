/** POST /api/documentation/refresh: updates the items from their sources (or the bundled copy); the list reloads. */
import { type DocumentationRefreshReply, documentationPaths } from '@medsutra/contract/documentation/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentationQueryKey } from './get-documentation';

function refreshDocumentation(): Promise<DocumentationRefreshReply> {
  return api.post<DocumentationRefreshReply>(documentationPaths.refresh, {});
}

export function useRefreshDocumentation(callbacks: {
  onSuccess: (reply: DocumentationRefreshReply) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshDocumentation,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: documentationQueryKey });
      callbacks.onSuccess(reply);
    },
    onError: callbacks.onError,
  });
}
