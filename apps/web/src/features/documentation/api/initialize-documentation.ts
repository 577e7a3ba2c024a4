/** POST /api/documentation/initialize: adds the bundled items that are missing; the list reloads. */
import { type DocumentationInitializeReply, documentationPaths } from '@medsutra/contract/documentation/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentationQueryKey } from './get-documentation';

function initializeDocumentation(): Promise<DocumentationInitializeReply> {
  return api.post<DocumentationInitializeReply>(documentationPaths.initialize, {});
}

export function useInitializeDocumentation(callbacks: {
  onSuccess: (reply: DocumentationInitializeReply) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeDocumentation,
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: documentationQueryKey });
      callbacks.onSuccess(reply);
    },
    onError: callbacks.onError,
  });
}
