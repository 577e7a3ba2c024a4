/**
 * A tab's list of its tools: one row each, the whole row a link, with a line saying what it is for
 * and, where an API already answers it cheaply, a count ("3 due today").
 */
import { findRoute } from '@medsutra/contract/routes';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

export interface HubItem {
  to: string;
  /** Defaults to the route table's title for `to`. */
  title?: string;
  line: string;
  /** The live figure, or null while it loads (the row keeps its height). */
  count?: ReactNode;
}

export function HubList({ items }: { items: readonly HubItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={`${item.to}:${item.title ?? ''}`}>
          <Link to={item.to} className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-primary">
            <Card className="flex h-full items-center justify-between gap-3 p-4 hover:border-primary sm:p-4">
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{item.title ?? findRoute(item.to)?.title}</span>
                {item.count === undefined ? null : (
                  <span className="block min-h-5 text-sm font-semibold text-primary">{item.count}</span>
                )}
                <span className="block text-sm text-muted">{item.line}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A tab's page: its title and description from the route table, then its tools. */
export function HubPage({ path, children }: { path: string; children: ReactNode }) {
  const route = findRoute(path);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{route?.title}</h1>
      <p className="mt-1 mb-5 text-muted">{route?.description}</p>
      {children}
    </div>
  );
}
