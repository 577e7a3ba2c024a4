/** The outline layout: the same tree as an indented list that scrolls with the page. */
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ViewDepth, ViewNode } from './view-tree';

const textByDepth: Record<ViewDepth, string> = {
  0: 'text-lg font-bold text-ink',
  1: 'font-semibold text-ink',
  2: 'text-ink',
  3: 'text-sm text-muted',
};

interface OutlineProps {
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

function OutlineNode({ node, open, onToggle }: OutlineProps & { node: ViewNode }) {
  const isOpen = open.has(node.id);
  return (
    <li>
      {node.children.length > 0 ? (
        <button
          type="button"
          aria-expanded={isOpen}
          onClick={() => onToggle(node.id)}
          className={cn(
            'flex min-h-11 w-full items-center gap-2 rounded-lg px-1 text-left hover:bg-surface-muted',
            textByDepth[node.depth],
          )}
        >
          <ChevronRight
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-primary transition-transform', isOpen && 'rotate-90')}
          />
          <span className="[overflow-wrap:anywhere]">{node.label}</span>
        </button>
      ) : (
        <p className={cn('flex items-start gap-2 px-1 py-1.5', textByDepth[node.depth])}>
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary/60" />
          <span className="[overflow-wrap:anywhere]">{node.label}</span>
        </p>
      )}
      {isOpen && node.children.length > 0 ? (
        <ul className="ml-3 border-l-2 border-primary/30 pl-3">
          {node.children.map((child) => (
            <OutlineNode key={child.id} node={child} open={open} onToggle={onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function MindmapOutline({
  root,
  open,
  onToggle,
  className,
}: OutlineProps & { root: ViewNode; className?: string }) {
  return (
    <ul className={cn('rounded-xl border border-border bg-surface p-3', className)}>
      <OutlineNode node={root} open={open} onToggle={onToggle} />
    </ul>
  );
}
