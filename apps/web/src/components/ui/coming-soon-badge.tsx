import { COMING_SOON_LABEL } from '@medsutra/contract/feature-availability';
import { cn } from '@/lib/cn';

/** The one mark for a feature that is not built yet (the feature table's `available: false`). */
export function ComingSoonBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-ink',
        className,
      )}
    >
      {COMING_SOON_LABEL}
    </span>
  );
}
