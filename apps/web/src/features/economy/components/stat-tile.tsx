/** One figure with its label, as on the dashboard and the tracking pages. */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './query-states';

export interface StatTileProps {
  label: string;
  icon?: ReactNode;
  /** Null while loading: a placeholder of the same height. */
  value: string | null;
  hint?: ReactNode;
  className?: string;
}

export function StatTile({ label, icon, value, hint, className }: StatTileProps) {
  return (
    <div className={cn('rounded-xl border border-border bg-surface p-3 shadow-sm sm:p-4', className)}>
      <p className="flex items-center gap-1.5 text-sm text-muted">
        {icon}
        {label}
      </p>
      {value === null ? (
        <Skeleton className="mt-1 h-8 w-20" />
      ) : (
        <p className="mt-1 text-2xl leading-8 font-bold text-ink tabular-nums">{value}</p>
      )}
      {hint ? <div className="mt-1 text-xs text-muted">{hint}</div> : null}
    </div>
  );
}
