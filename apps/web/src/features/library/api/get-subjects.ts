/** GET /api/library/subjects: the 19 subjects with their counts. */
import { type LibrarySubjectsReply, libraryApiPaths } from '@medsutra/contract/library/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const libraryQueryKey = ['library'] as const;

const librarySubjectsQueryOptions = () =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'subjects'] as const,
    queryFn: () => api.get<LibrarySubjectsReply>(libraryApiPaths.subjects),
  });

export const useLibrarySubjects = () => useQuery(librarySubjectsQueryOptions());
