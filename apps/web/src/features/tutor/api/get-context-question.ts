/** The library question a conversation is about, as a student sees it (no answer): shown above the thread. */
import { type LibraryQuestionReply, libraryQuestionPath } from '@medsutra/contract/library/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useContextQuestion = (questionId: string | null) =>
  useQuery({
    queryKey: ['library', 'question', questionId] as const,
    queryFn: () => api.get<LibraryQuestionReply>(libraryQuestionPath(questionId ?? '')),
    enabled: Boolean(questionId),
    staleTime: 5 * 60_000,
  });
