/** GET /api/library/subtopics/{id}: one subtopic with its notes and references. */
import { type LibrarySubtopicReply, librarySubtopicPath } from '@medsutra/contract/library/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './get-subjects';

const librarySubtopicQueryOptions = (subtopicId: string) =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'subtopic', subtopicId] as const,
    queryFn: () => api.get<LibrarySubtopicReply>(librarySubtopicPath(subtopicId)),
  });

export const useLibrarySubtopic = (subtopicId: string) => useQuery(librarySubtopicQueryOptions(subtopicId));
