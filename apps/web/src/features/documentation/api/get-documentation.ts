/** GET /api/documentation: every item, without its HTML, for the cards. */
import { type DocumentationListReply, documentationPaths } from '@medsutra/contract/documentation/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const documentationQueryKey = ['documentation'] as const;
export const documentationListQueryKey = [...documentationQueryKey, 'list'] as const;

function getDocumentation(): Promise<DocumentationListReply> {
  return api.get<DocumentationListReply>(documentationPaths.list);
}

const documentationListQueryOptions = () =>
  queryOptions({ queryKey: documentationListQueryKey, queryFn: getDocumentation });

export function useDocumentation(options: { enabled: boolean }) {
  return useQuery({ ...documentationListQueryOptions(), enabled: options.enabled });
}
