/** The admins' sheets sync: status, the Google export, and the grants import (preview, apply). */
import type { GrantImportReply, SheetExportKind, SheetsStatusReply } from '@medsutra/contract/golden-store/api';
import { goldenApiPaths, sheetsExportGoogleUrl } from '@medsutra/contract/golden-store/rules';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const sheetsStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['sheets-sync', 'status'] as const,
    queryFn: () => api.get<SheetsStatusReply>(goldenApiPaths.sheetsStatus),
  });

export const useSheetsStatus = () => useQuery(sheetsStatusQueryOptions());

export const useExportToGoogle = () =>
  useMutation({
    mutationFn: (kind: SheetExportKind) =>
      api.post<{ sheet: string; rows: number; spreadsheetUrl: string }>(sheetsExportGoogleUrl(kind), {}),
  });

export const useImportGrants = () =>
  useMutation({
    mutationFn: ({ csv, apply }: { csv: string; apply: boolean }) =>
      api.post<GrantImportReply>(apply ? goldenApiPaths.sheetsImportApply : goldenApiPaths.sheetsImportPreview, {
        csv,
      }),
  });
