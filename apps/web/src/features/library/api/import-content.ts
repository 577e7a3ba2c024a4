/** POST /api/admin/library-import: an institution's content, all or nothing. */
import { type LibraryImportReply, type LibraryImportRequest, libraryApiPaths } from '@medsutra/contract/library/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './get-subjects';

export function useImportLibraryContent(options: {
  onSuccess: (reply: LibraryImportReply) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LibraryImportRequest) => api.post<LibraryImportReply>(libraryApiPaths.adminImport, request),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: libraryQueryKey });
      options.onSuccess(reply);
    },
    onError: options.onError,
  });
}
