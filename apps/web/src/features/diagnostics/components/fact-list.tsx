/** A card of label–value rows: the diagnostics page's one layout. */
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Marks a value that needs attention. */
  warn?: boolean;
}

export function FactList({ title, facts, children }: { title: string; facts: readonly Fact[]; children?: ReactNode }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[12rem_1fr] sm:gap-y-2">
        {facts.map((fact) => (
          <div key={fact.label} className="sm:contents">
            <dt className="text-muted">{fact.label}</dt>
            <dd className={`min-w-0 break-words ${fact.warn ? 'font-medium text-danger' : 'text-ink'}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}
