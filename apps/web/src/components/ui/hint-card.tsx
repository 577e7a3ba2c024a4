import { cn } from '@/lib/cn';

export interface HintCardProps {
  text: string;
  className?: string;
}

/** A short-lived hint under a header button; announced politely to screen readers. */
export function HintCard({ text, className }: HintCardProps) {
  return (
    <div
      role="status"
      className={cn('rounded-lg border border-border bg-surface p-3 text-sm text-ink shadow-lg', className)}
    >
      {text}
    </div>
  );
}
