/** The admins' customer PDFs: find by email, grant, revoke. */
import type { CustomerGrant, CustomerReply, GrantRequest } from '@medsutra/contract/golden-store/api';
import { goldenApiPaths, grantRevokeUrl } from '@medsutra/contract/golden-store/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const customerQueryKey = (email: string) => ['golden-store', 'customer', email] as const;

const customerQueryOptions = (email: string) =>
  queryOptions({
    queryKey: customerQueryKey(email),
    queryFn: () => api.get<CustomerReply>(`${goldenApiPaths.adminCustomer}?email=${encodeURIComponent(email)}`),
    enabled: email !== '',
    retry: false,
  });

export const useCustomer = (email: string) => useQuery(customerQueryOptions(email));

export function useGrantPdf(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GrantRequest) => api.post<{ grant: CustomerGrant }>(goldenApiPaths.adminGrants, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(email) }),
  });
}

export function useRevokeGrant(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) => api.post<{ grant: CustomerGrant }>(grantRevokeUrl(grantId), { reason: '' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(email) }),
  });
}
