/**
 * The admins' two list actions, each a POST whose reply says what changed: the list reloads, then
 * a toast gives the server's sentence, or on failure why.
 * - POST /api/documentation/initialize: adds the bundled items that are missing.
 * - POST /api/documentation/refresh: updates the items from their sources (or the bundled copy).
 */
import {
  type DocumentationInitializeReply,
  type DocumentationRefreshReply,
  documentationPaths,
  documentationMessages as text,
} from '@medsutra/contract/documentation/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { documentationQueryKey } from './get-documentation';

interface ActionText {
  done: string;
  failed: string;
  failedFallback: string;
}

function useDocumentationAction<Reply extends { message: string }>(path: string, sentences: ActionText) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Reply>(path, {}),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: documentationQueryKey });
      showToast('success', sentences.done, { description: reply.message });
    },
    onError: (error) =>
      showToast('error', sentences.failed, { description: failureSentence(error, sentences.failedFallback) }),
  });
}

export const useInitializeDocumentation = () =>
  useDocumentationAction<DocumentationInitializeReply>(documentationPaths.initialize, {
    done: text.initialized,
    failed: text.initializeFailed,
    failedFallback: text.initializeFailedFallback,
  });

export const useRefreshDocumentation = () =>
  useDocumentationAction<DocumentationRefreshReply>(documentationPaths.refresh, {
    done: text.refreshed,
    failed: text.refreshFailed,
    failedFallback: text.refreshFailedFallback,
  });
