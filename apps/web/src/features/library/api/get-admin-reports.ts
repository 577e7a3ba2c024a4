/** GET /api/admin/library-reports: the admins' queue, optionally one status. */
import {
  type LibraryAdminReportsReply,
  type LibraryReportStatus,
  libraryApiPaths,
} from '@medsutra/contract/library/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminReportsQueryKey = ['library', 'admin-reports'] as const;

const adminReportsQueryOptions = (status: LibraryReportStatus | 'all') =>
  queryOptions({
    queryKey: [...adminReportsQueryKey, status] as const,
    queryFn: () =>
      api.get<LibraryAdminReportsReply>(
        status === 'all' ? libraryApiPaths.adminReports : `${libraryApiPaths.adminReports}?status=${status}`,
      ),
  });

export const useAdminReports = (status: LibraryReportStatus | 'all') => useQuery(adminReportsQueryOptions(status));
