/** GET /api/library/search?q=: only for a query of at least two characters. */
import { LIBRARY_SEARCH_MIN, type LibrarySearchReply, librarySearchPath } from '@medsutra/contract/library/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './get-subjects';

const librarySearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'search', query] as const,
    queryFn: () => api.get<LibrarySearchReply>(librarySearchPath(query)),
    placeholderData: keepPreviousData,
  });

export const useLibrarySearch = (query: string) =>
  useQuery({ ...librarySearchQueryOptions(query), enabled: query.length >= LIBRARY_SEARCH_MIN });
