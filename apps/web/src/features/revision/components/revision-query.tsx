/**
 * A revision page's data once loaded, or the spinner and the failure message both revision
 * trackers show while it loads or when it cannot.
 */
import { revisionMessages } from '@medsutra/contract/revision/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';

export function RevisionQuery<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  return query.isPending ? (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label="Loading your revision" />
    </div>
  ) : query.isError ? (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-danger text-sm">
      {apiErrorMessage(query.error) ?? revisionMessages.loadFailed}
    </p>
  ) : (
    children(query.data)
  );
}
