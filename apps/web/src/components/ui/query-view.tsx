/**
 * A query's data once loaded; before that a spinner in a box, on failure the server's sentence (or
 * the page's own) as an alert, and with `emptyWhen` a muted sentence where the data holds nothing.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';

/** What a page's queries say while loading and when they fail. */
export interface QueryText {
  loading: string;
  failed: string;
}

export function LoadingBox({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

export function FailureAlert({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm">
      {failureSentence(error, fallback)}
    </p>
  );
}

export function QueryView<Data>({
  query,
  text,
  emptyWhen,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  text: QueryText;
  emptyWhen?: (data: Data) => boolean;
  empty?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingBox label={text.loading} />;
  if (query.isError) return <FailureAlert error={query.error} fallback={text.failed} />;
  if (emptyWhen?.(query.data)) return <p className="text-muted">{empty}</p>;
  return children(query.data);
}
