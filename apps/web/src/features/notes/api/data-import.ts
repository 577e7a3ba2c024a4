/** POST /api/data-import: a preview (`commit: false`) or the import itself, all or nothing. */
import { type DataImportReply, type DataImportRequest, dataImportApiPath } from '@medsutra/contract/notes/data-import';
import { api } from '@/lib/api-client';

export function sendDataImport(request: DataImportRequest): Promise<DataImportReply> {
  return api.post<DataImportReply>(dataImportApiPath, request);
}
