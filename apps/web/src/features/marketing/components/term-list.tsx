/** A definition list of term and detail pairs (claim figures, FAQ answers, high-yield areas). */
export function TermList({
  entries,
  className,
  itemClassName,
  termClassName,
  detailClassName,
}: {
  entries: readonly { term: string; detail: string }[];
  className: string;
  itemClassName?: string;
  termClassName: string;
  detailClassName: string;
}) {
  return (
    <dl className={className}>
      {entries.map((entry) => (
        <div key={entry.term} className={itemClassName}>
          <dt className={termClassName}>{entry.term}</dt>
          <dd className={detailClassName}>{entry.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
