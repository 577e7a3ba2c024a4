/** GET /api/documentation/search?q=: ranked full-text search, only for a non-empty query. */
import { type DocumentationListReply, documentationPaths } from '@medsutra/contract/documentation/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentationQueryKey } from './get-documentation';

function searchDocumentation(query: string): Promise<DocumentationListReply> {
  return api.get<DocumentationListReply>(`${documentationPaths.search}?${new URLSearchParams({ q: query })}`);
}

const documentationSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...documentationQueryKey, 'search', query] as const,
    queryFn: () => searchDocumentation(query),
    placeholderData: keepPreviousData,
  });

/** The provider tabs filter on the client, so the search asks for every provider. */
export function useDocumentationSearch(query: string) {
  return useQuery({ ...documentationSearchQueryOptions(query), enabled: query.length > 0 });
}
