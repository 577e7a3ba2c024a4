/**
 * A search box with a hidden label, a placeholder of its own and the large magnifier (help search,
 * API documentation). SearchField is the smaller one whose label doubles as its placeholder.
 */
import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface SearchBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the box sits in its layout (a width at a breakpoint). */
  className?: string;
}

export function SearchBox({ label, value, onChange, className, ...props }: SearchBoxProps) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-border bg-surface pr-3 pl-10 text-base text-ink placeholder:text-muted"
        {...props}
      />
    </label>
  );
}
