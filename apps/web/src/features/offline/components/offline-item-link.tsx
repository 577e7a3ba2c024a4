import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One thing kept on this device (a note, a PDF) in its list: its title and a line about it, opening it. */
export function OfflineItemLink({ to, title, detail }: { to: string; title: string; detail: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface p-3 hover:bg-surface-muted"
      >
        <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink">{title}</span>
          <span className="block truncate text-sm text-muted">{detail}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * A kept list (notes, PDFs): nothing while still reading the device, the empty note, or the rows.
 * `gap` is the space above the list when something stands before it.
 */
export function OfflineItemList<Item>({
  items,
  empty,
  gap = '',
  children,
}: {
  items: Item[] | null;
  empty: string;
  gap?: 'mt-3 ' | '';
  children: (item: Item) => ReactNode;
}) {
  if (items === null) return null;
  return items.length === 0 ? (
    <p className={`${gap}rounded-lg border border-dashed border-border p-4 text-muted`}>{empty}</p>
  ) : (
    <ul className={`${gap}flex flex-col gap-2`}>{items.map(children)}</ul>
  );
}
