/**
 * A search box with its magnifier and a label that is read out. The placeholder is the label
 * unless one is given; `size="large"` is the bigger magnifier of a page whose search is the main
 * control (help search, API documentation).
 */
import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value' | 'size'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'default' | 'large';
  /** Where the box sits in its layout (block, a flex item, a margin, a width at a breakpoint). */
  className?: string;
}

export function SearchField({ label, value, onChange, size = 'default', className, ...props }: SearchFieldProps) {
  const large = size === 'large';
  return (
    <label className={cn('relative', large && 'block', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className={cn('pointer-events-none absolute start-3 text-muted', large ? 'top-3 size-5' : 'top-3.5 size-4')}
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className={cn(
          'min-h-11 w-full rounded-lg border border-border bg-surface pe-3 text-base text-ink placeholder:text-muted',
          large ? 'ps-10' : 'ps-9',
        )}
        {...props}
      />
    </label>
  );
}
