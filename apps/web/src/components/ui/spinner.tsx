import { cn } from '@/lib/cn';

export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-muted', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-border border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
