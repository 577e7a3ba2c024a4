/** Sessions: the list of active ones (GET /api/sessions) and ending one (DELETE /api/session/{id}). */

import type { MessageReply, SessionsReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sessions'],
    queryFn: () => api.get<SessionsReply>(authApiPaths.sessions, { cache: 'no-store' }),
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

function endSession(sessionId: string, reason: string) {
  return api.delete<MessageReply>(authApiPaths.session(sessionId), { reason });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => endSession(sessionId, 'ended_by_user'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
