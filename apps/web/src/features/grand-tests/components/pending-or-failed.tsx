import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';

/** A grand-test query's spinner while it loads and its alert if it fails; nothing once it has data. */
export function PendingOrFailed({
  query,
  loading,
  failed,
}: {
  query: UseQueryResult<unknown>;
  loading: string;
  failed: string;
}) {
  return (
    <>
      {query.isPending ? <Spinner label={loading} /> : null}
      {query.isError ? (
        <p role="alert" className="text-danger">
          {failureSentence(query.error, failed)}
        </p>
      ) : null}
    </>
  );
}
