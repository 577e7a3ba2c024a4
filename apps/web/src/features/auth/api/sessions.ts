/** Sessions: the list of active ones (GET /api/sessions) and ending one (DELETE /api/session/{id}). */

import type { MessageReply, SessionsReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { freshListQuery } from './fresh-list-query';

export const sessionsQueryOptions = () => freshListQuery<SessionsReply>('sessions', authApiPaths.sessions);

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
