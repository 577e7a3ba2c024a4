/**
 * The revision tracker's calls: every subtopic's state, the smart list, a review (one tap or a
 * 3-question check) and a subtopic's high-yield points. A review invalidates both lists.
 */

import { type LibrarySubtopicReply, librarySubtopicPath } from '@medsutra/contract/library/api';
import {
  type RevisionCheckReply,
  type RevisionNoteOpenedReply,
  type RevisionRating,
  type RevisionReviewReply,
  type RevisionSubtopicsReply,
  revisionCheckPath,
  revisionNoteOpenedPath,
  revisionPaths,
  revisionReviewsPath,
} from '@medsutra/contract/revision/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';

import { revisionQueryKey } from './get-smart-revision';

export { useSmartRevision } from './get-smart-revision';

const revisionSubtopicsQueryOptions = () =>
  queryOptions({
    queryKey: [...revisionQueryKey, 'subtopics'] as const,
    queryFn: () => api.get<RevisionSubtopicsReply>(revisionPaths.subtopics),
  });
export const useRevisionSubtopics = () => useQuery(revisionSubtopicsQueryOptions());

export const useRevisionCheck = (subtopicId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...revisionQueryKey, 'check', subtopicId] as const,
    queryFn: () => api.get<RevisionCheckReply>(revisionCheckPath(subtopicId)),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useHighYieldPoints = (subtopicId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['library', 'subtopic', subtopicId] as const,
    queryFn: () => api.get<LibrarySubtopicReply>(librarySubtopicPath(subtopicId)),
    enabled,
  });

export type ReviewInput =
  | { subtopicId: string; rating: RevisionRating }
  | { subtopicId: string; check: { answers: { questionId: string; optionIndex: number }[] } }
  | { subtopicId: string; noteRead: true };

/** Tells the server the note is open: marking it read counts after REVISION_NOTE_READ_SECONDS. */
export function useNoteOpened() {
  return useMutation({
    mutationFn: (subtopicId: string) => api.post<RevisionNoteOpenedReply>(revisionNoteOpenedPath(subtopicId), {}),
  });
}

export function useSendReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subtopicId, ...rest }: ReviewInput) =>
      api.post<RevisionReviewReply>(revisionReviewsPath(subtopicId), { reviewId: crypto.randomUUID(), ...rest }),
    onSuccess: (reply) => {
      if (reply.xpAwarded > 0) balancesMoved(client);
      return client.invalidateQueries({ queryKey: revisionQueryKey });
    },
  });
}
