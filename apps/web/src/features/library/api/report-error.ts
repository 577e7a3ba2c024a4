/** POST /api/library/reports: "Report an error" on a note, question or case. */
import { type LibraryReportRequest, libraryApiPaths } from '@medsutra/contract/library/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LibraryReportReply {
  success: true;
  message: string;
  reportId: string;
}

const reportLibraryError = (request: LibraryReportRequest) =>
  api.post<LibraryReportReply>(libraryApiPaths.reports, request);

export function useReportLibraryError(options: {
  onSuccess: (reply: LibraryReportReply) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({ mutationFn: reportLibraryError, ...options });
}
