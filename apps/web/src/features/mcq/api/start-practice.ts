/** POST /api/mcq/sessions: deals a practice session by filters (questions without answers). */
import {
  mcqApiPaths,
  type PracticeSessionReply,
  type PracticeSessionRequest,
} from '@medsutra/contract/mcq/practice-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function startPractice(request: PracticeSessionRequest): Promise<PracticeSessionReply> {
  return api.post<PracticeSessionReply>(mcqApiPaths.sessions, request);
}

export function useStartPractice(callbacks: {
  onSuccess: (reply: PracticeSessionReply) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({ mutationFn: startPractice, ...callbacks });
}
