/** One node's label: a button that opens and closes its branch, or plain text for a leaf. */
import { mindmapViewerMessages } from '@medsutra/contract/mindmaps/messages';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { descendantCount, type ViewDepth, type ViewNode } from './view-tree';

const depthStyles: Record<ViewDepth, string> = {
  0: 'max-w-[7.5rem] rounded-xl bg-primary px-3 py-2 text-sm font-bold text-on-primary',
  1: 'max-w-[9.5rem] rounded-lg border border-primary/40 bg-primary-soft px-3 py-2 text-sm font-semibold text-ink',
  2: 'max-w-[11rem] rounded-lg border border-border bg-surface px-3 py-1.5 text-sm text-ink shadow-sm',
  3: 'max-w-[13rem] rounded-md bg-surface-muted px-2.5 py-1 text-sm text-ink',
};

export interface MindmapNodeLabelProps {
  node: ViewNode;
  open: boolean;
  onToggle: (id: string) => void;
}

export function MindmapNodeLabel({ node, open, onToggle }: MindmapNodeLabelProps) {
  // `min-w-min` beats `max-w-*`: a node wraps at spaces within its width but never cuts a long word.
  const classes = cn('relative z-10 min-w-min text-left break-words', depthStyles[node.depth]);
  if (node.children.length === 0) return <span className={cn(classes, 'inline-block')}>{node.label}</span>;
  const hidden = descendantCount(node);
  return (
    <button
      type="button"
      aria-expanded={open}
      title={open ? mindmapViewerMessages.collapse(node.label) : mindmapViewerMessages.expand(node.label)}
      onClick={() => onToggle(node.id)}
      className={cn(
        classes,
        'inline-flex min-h-11 shrink-0 items-center gap-1.5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        node.depth === 0 ? 'hover:bg-primary-strong' : 'hover:border-primary',
      )}
    >
      <span className="min-w-0">{node.label}</span>
      {open ? null : (
        <span
          aria-hidden="true"
          className={cn(
            'shrink-0 rounded-full px-1.5 text-xs font-semibold',
            node.depth === 0 ? 'bg-on-primary/20' : 'bg-primary text-on-primary',
          )}
        >
          {mindmapViewerMessages.hiddenCount(hidden)}
        </span>
      )}
      <ChevronRight
        aria-hidden="true"
        className={cn('size-4 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
      />
    </button>
  );
}
