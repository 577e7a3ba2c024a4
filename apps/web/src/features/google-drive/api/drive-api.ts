/** The Google Drive calls: status, connect, the PDFs in Drive, import, sync, disconnect. */
import {
  type DriveFilesReply,
  type DriveImportReply,
  type DriveStatusReply,
  driveApiPaths,
} from '@medsutra/contract/google-drive/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const driveQueryKey = ['google-drive'] as const;

export const driveStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...driveQueryKey, 'status'] as const,
    queryFn: () => api.get<DriveStatusReply>(driveApiPaths.status, { cache: 'no-store' }),
  });

export const useDriveStatus = () => useQuery(driveStatusQueryOptions());

export const driveFilesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: [...driveQueryKey, 'files'] as const,
    queryFn: () => api.get<DriveFilesReply>(driveApiPaths.files, { cache: 'no-store' }),
    enabled,
    retry: false,
  });

export const useDriveFiles = (enabled: boolean) => useQuery(driveFilesQueryOptions(enabled));

/** Google's consent page address; the browser goes there and comes back to /google-drive-import. */
export async function startDriveConsent(): Promise<string> {
  return (await api.post<{ url: string }>(driveApiPaths.connect, {})).url;
}

export const importFromDrive = (fileIds: string[]) => api.post<DriveImportReply>(driveApiPaths.import, { fileIds });
export const syncDrive = () => api.post<DriveImportReply>(driveApiPaths.sync, {});
export const disconnectDrive = () => api.delete<{ message: string }>(driveApiPaths.connection);
