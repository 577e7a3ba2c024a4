import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A titled section of one of the student's own lists (PDFs, purchases): room held while loading,
 * a sentence when it failed, the empty note, or the list.
 */
export function QueriedListSection<Row>({
  id,
  headingId,
  title,
  className,
  query,
  failed,
  empty,
  children,
}: {
  id?: string;
  headingId: string;
  title: string;
  className: string;
  query: UseQueryResult<Row[]>;
  failed: (error: unknown) => string;
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {query.isPending ? (
        <div className="min-h-16" />
      ) : query.isError ? (
        <p className="mt-2 text-muted">{failed(query.error)}</p>
      ) : query.data.length === 0 ? (
        empty
      ) : (
        children(query.data)
      )}
    </section>
  );
}
