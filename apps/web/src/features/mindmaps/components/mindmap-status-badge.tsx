import type { MindmapStatus } from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const styles: Record<MindmapStatus, string> = {
  queued: 'bg-surface-muted text-muted',
  generating: 'bg-primary-soft text-primary',
  ready: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
};

const icons = {
  queued: Clock,
  generating: LoaderCircle,
  ready: CircleCheck,
  failed: CircleAlert,
} as const;

export function MindmapStatusBadge({ status }: { status: MindmapStatus }) {
  const Icon = icons[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs',
        styles[status],
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-3.5', status === 'generating' && 'animate-spin motion-reduce:animate-none')}
      />
      {mindmapScreenMessages.status[status]}
    </span>
  );
}
