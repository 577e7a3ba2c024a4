/**
 * POST /api/admin/users/{id}/suspend | unsuspend | role: the three changes an admin makes to an
 * account. One mutation with the change as its input, since all three refresh the same queries.
 */
import {
  type AdminActionReply,
  adminRolePath,
  adminSuspendPath,
  adminUnsuspendPath,
} from '@medsutra/contract/admin/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditLogQueryKey } from './get-audit-log';
import { adminUsersQueryKey } from './get-users';

type UserChange =
  | { kind: 'suspend'; userId: string; reason: string }
  | { kind: 'unsuspend'; userId: string }
  | { kind: 'role'; userId: string; role: 'user' | 'admin' };

function send(change: UserChange) {
  if (change.kind === 'suspend')
    return api.post<AdminActionReply>(adminSuspendPath(change.userId), { reason: change.reason });
  if (change.kind === 'unsuspend') return api.post<AdminActionReply>(adminUnsuspendPath(change.userId), {});
  return api.post<AdminActionReply>(adminRolePath(change.userId), { role: change.role });
}

export function useChangeUser(options: { onSuccess: (message: string) => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (reply) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
      options.onSuccess(reply.message);
    },
    onError: options.onError,
  });
}
