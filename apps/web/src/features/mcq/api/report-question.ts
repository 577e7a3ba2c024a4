/** POST /api/library/reports: "Report an error" for a question, kept with its version for the editors. */
import { type LibraryReportRequest, libraryApiPaths } from '@medsutra/contract/library/api';
import { api } from '@/lib/api-client';

export function reportQuestion(request: LibraryReportRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(libraryApiPaths.reports, request);
}
