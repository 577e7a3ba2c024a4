/** Loading, empty and failed states shared by the economy pages: fixed heights, sentences, a retry. */
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { type FailureFallbacks, failureSentence } from '@/lib/api-failure';
import { cn } from '@/lib/cn';

const states = economyUiMessages.states;

/** What an economy call's failure says when the server's own sentence will not do. */
export const economyFailure: FailureFallbacks = {
  refused: states.server,
  unreachable: states.offline,
  signedOut: states.signInAgain,
  serverFault: states.server,
};

/** A grey block the size of what will replace it, so nothing jumps when the data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-surface-muted motion-reduce:animate-none', className)}
    />
  );
}

/** `rows` skeleton lines with a screen-reader status. */
export function SkeletonRows({ rows, rowClassName }: { rows: number; rowClassName?: string }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{economyUiMessages.states.loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={cn('h-14', rowClassName)} />
      ))}
    </div>
  );
}

export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-danger/40 bg-danger-soft p-4"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
      <p className="min-w-0 flex-1 text-ink">{failureSentence(error, economyFailure)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {economyUiMessages.states.retry}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyNote({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-4 text-muted">
      <p>{children}</p>
      {action}
    </div>
  );
}
