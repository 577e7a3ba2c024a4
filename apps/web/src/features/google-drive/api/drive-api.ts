/**
 * The Google Drive calls: status, connect, a folder's contents page by page, starting an import or
 * a sync (202, an import id), the import's status (polled until its job has finished), disconnect.
 */
import {
  DRIVE_ROOT,
  type DriveFilesReply,
  type DriveImportRequest,
  type DriveImportStarted,
  type DriveImportStatusReply,
  type DriveStatusReply,
  driveApiPaths,
  driveImportStatusPath,
} from '@medsutra/contract/google-drive/api';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const driveQueryKey = ['google-drive'] as const;

const driveStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...driveQueryKey, 'status'] as const,
    queryFn: () => api.get<DriveStatusReply>(driveApiPaths.status, { cache: 'no-store' }),
  });

export const useDriveStatus = () => useQuery(driveStatusQueryOptions());

/** One folder (My Drive's top level by default): subfolders and PDFs, a page at a time. */
const driveFolderQueryOptions = (folderId: string, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: [...driveQueryKey, 'folder', folderId] as const,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        ...(folderId === DRIVE_ROOT ? {} : { folderId }),
        ...(pageParam ? { pageToken: pageParam } : {}),
      });
      return api.get<DriveFilesReply>(`${driveApiPaths.files}?${query}`, { cache: 'no-store' });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageToken,
    enabled,
    retry: false,
  });

export const useDriveFolder = (folderId: string, enabled: boolean) =>
  useInfiniteQuery(driveFolderQueryOptions(folderId, enabled));

const finished = (status: string | undefined) => status === 'done' || status === 'failed';

/** An import's progress: polled every second until its job is done (or has failed). */
const driveImportQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: [...driveQueryKey, 'import', importId] as const,
    queryFn: () => api.get<DriveImportStatusReply>(driveImportStatusPath(importId), { cache: 'no-store' }),
    refetchInterval: (query) => (finished(query.state.data?.import.status) || query.state.error ? false : 1000),
    retry: false,
  });

export const useDriveImport = (importId: string) => useQuery(driveImportQueryOptions(importId));

/** Google's consent page address; the browser goes there and comes back to /google-drive-import. */
export async function startDriveConsent(): Promise<string> {
  return (await api.post<{ url: string }>(driveApiPaths.connect, {})).url;
}

export const startDriveImport = (picked: DriveImportRequest) =>
  api.post<DriveImportStarted>(driveApiPaths.import, picked);
export const startDriveSync = () => api.post<DriveImportStarted>(driveApiPaths.sync, {});
export const disconnectDrive = () => api.delete<{ message: string }>(driveApiPaths.connection);
