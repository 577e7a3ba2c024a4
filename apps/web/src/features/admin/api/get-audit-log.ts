/** GET /api/admin/audit-log: the newest admin actions with who and when. */
import { type AuditLogReply, adminApiPaths } from '@medsutra/contract/admin/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

const auditLogQueryOptions = () =>
  queryOptions({ queryKey: auditLogQueryKey, queryFn: () => api.get<AuditLogReply>(adminApiPaths.auditLog) });

export const useAuditLog = () => useQuery(auditLogQueryOptions());
