/** A labelled drop-down, the design system's twin of Input: the label above, the same field look. */
import { type SelectHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
}

export function Select({ label, className, id, children, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        className={cn('min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink', className)}
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
