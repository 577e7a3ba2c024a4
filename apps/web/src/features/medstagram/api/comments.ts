/** A post's comments: GET the list, POST one, PUT (within 5 minutes) and DELETE. */
import type { MedstagramComment } from '@medsutra/contract/medstagram/api';
import { medstagramPath } from '@medsutra/contract/medstagram/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { medstagramKeys } from './medstagram-keys';

const commentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: medstagramKeys.comments(postId),
    queryFn: () =>
      api
        .get<{ comments: MedstagramComment[] }>(medstagramPath.comments(postId), { cache: 'no-store' })
        .then((reply) => reply.comments),
  });

export function useComments(postId: string) {
  return useQuery(commentsQueryOptions(postId));
}

export function useCommentAction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { action: 'add'; text: string }
        | { action: 'edit'; id: string; text: string }
        | { action: 'delete'; id: string },
    ) => {
      switch (input.action) {
        case 'add':
          return api.post(medstagramPath.comments(postId), { text: input.text });
        case 'edit':
          return api.put(medstagramPath.comment(input.id), { text: input.text });
        case 'delete':
          return api.delete(medstagramPath.comment(input.id));
      }
    },
    // The comment count on the card and the list itself.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medstagramKeys.all }),
  });
}
