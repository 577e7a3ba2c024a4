/** A search box with its magnifier: the label is read out and shown as the placeholder. */
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';

export function SearchField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the box sits in its layout (block, a flex item, a margin). */
  className?: string;
}) {
  return (
    <label className={cn('relative', className)}>
      <span className="sr-only">{label}</span>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-3.5 size-4 text-muted" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className="min-h-11 w-full rounded-lg border border-border bg-surface ps-9 pe-3 text-base text-ink"
      />
    </label>
  );
}
