import type { ReactNode } from 'react';

/** A small label above its control (and anything after it), tied by `id`. */
export function StackedLabelField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
