/** A store list while it loads (a spinner), when it could not be loaded (why), then `children` with its data. */
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';

type Loaded<T> =
  | { isPending: true }
  | { isPending: false; isError: true; error: unknown }
  | { isPending: false; isError: false; data: T };

export function StoreQuery<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: Loaded<T>;
  /** The spinner's label. */
  loading: string;
  /** Said when the server gave no reason. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label={loading} />
      </div>
    );
  }
  if (query.isError) return <p className="text-muted">{failureSentence(query.error, failed)}</p>;
  return children(query.data);
}
