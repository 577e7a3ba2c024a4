/**
 * A titled list of short points (strengths, gaps, teaching points, references), one bullet each;
 * with `empty`, a sentence in place of an empty list. Anything after the list comes as children.
 */
import type { ReactNode } from 'react';

export function PointSection({
  title,
  points,
  titleId,
  empty,
  listClassName = 'mt-1 list-disc pl-5 text-sm text-ink',
  children,
}: {
  title: string;
  points: readonly string[];
  titleId?: string;
  empty?: string;
  listClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold text-ink">
        {title}
      </h3>
      {empty && points.length === 0 ? (
        <p className="text-muted text-sm">{empty}</p>
      ) : (
        <ul className={listClassName}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
