/**
 * GET /api/documentation/{id}: one item with its sanitized HTML. Every open of the detail view is
 * one view on the server, so the reply is never served from the cache.
 */
import { type DocumentationDetailReply, documentationPaths } from '@medsutra/contract/documentation/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { documentationQueryKey } from './get-documentation';

function getDocumentationItem(id: string): Promise<DocumentationDetailReply> {
  return api.get<DocumentationDetailReply>(documentationPaths.item(id));
}

const documentationItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...documentationQueryKey, 'item', id] as const,
    queryFn: () => getDocumentationItem(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useDocumentationItem(id: string) {
  return useQuery(documentationItemQueryOptions(id));
}
