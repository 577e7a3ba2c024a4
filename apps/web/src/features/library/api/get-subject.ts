/** GET /api/library/subjects/{id}: a subject's topics and subtopics. */
import { type LibrarySubjectReply, librarySubjectPath } from '@medsutra/contract/library/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './get-subjects';

const librarySubjectQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'subject', subjectId] as const,
    queryFn: () => api.get<LibrarySubjectReply>(librarySubjectPath(subjectId)),
  });

export const useLibrarySubject = (subjectId: string) => useQuery(librarySubjectQueryOptions(subjectId));
