/**
 * The map layout: the topic on the left, its branches to the right, drawn with CSS connectors on
 * nested lists (so it reads as an outline to a screen reader), inside a viewport that pans and
 * zooms. Opening a branch moves the map just enough to show what opened.
 */
import { mindmapViewerMessages } from '@medsutra/contract/mindmaps/messages';
import { type LucideIcon, Maximize, Minus, Plus } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { MindmapNodeLabel } from './mindmap-node-label';
import { ZOOM_STEP } from './pan-zoom';
import { usePanZoom } from './use-pan-zoom';
import type { ViewNode } from './view-tree';

/** A zoom control: an icon button named by its label (read out and shown on hover). */
function ZoomControl({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-lg border border-border bg-surface text-ink shadow-sm hover:bg-surface-muted"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

function MapChildren({ node, open, onToggle }: MapProps & { node: ViewNode }) {
  if (!open.has(node.id) || node.children.length === 0) return null;
  return (
    <ul
      className={cn(
        'relative flex flex-col pl-5',
        'before:absolute before:top-1/2 before:left-0 before:w-5 before:border-t-2 before:border-primary/40',
      )}
    >
      {node.children.map((child) => (
        <li
          key={child.id}
          data-node={child.id}
          className={cn(
            'relative flex items-center py-1 pl-5',
            'before:absolute before:top-1/2 before:left-0 before:w-5 before:border-t-2 before:border-primary/40',
            'after:absolute after:inset-y-0 after:left-0 after:border-l-2 after:border-primary/40',
            'first:after:top-1/2 last:after:bottom-1/2 only:after:hidden',
          )}
        >
          <MindmapNodeLabel node={child} open={open.has(child.id)} onToggle={onToggle} />
          <MapChildren node={child} open={open} onToggle={onToggle} />
        </li>
      ))}
    </ul>
  );
}

interface MapProps {
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

export interface MindmapMapProps extends MapProps {
  root: ViewNode;
  label: string;
  /** Changes when the viewport changes size (full screen): the map fits itself again. */
  fitKey: string;
  className?: string;
}

export function MindmapMap({ root, open, onToggle, label, fitKey, className }: MindmapMapProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const lastToggled = useRef<string | null>(null);
  const helpId = useId();
  const { view, zoomBy, fitToView, reveal, handlers } = usePanZoom(viewportRef, contentRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fits again when the viewport changes size.
  useLayoutEffect(() => {
    fitToView({ readable: true });
  }, [fitToView, fitKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every open or close, once the branch is drawn.
  useLayoutEffect(() => {
    const id = lastToggled.current;
    lastToggled.current = null;
    if (!id) return;
    // The node's label and what opened under it, without the connector on its left.
    const row = contentRef.current?.querySelector(`[data-node="${id}"]`);
    if (row) reveal(...Array.from(row.children));
  }, [open, reveal]);

  const toggle = (id: string) => {
    lastToggled.current = id;
    onToggle(id);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* `clip` (where supported) keeps focus and scrollIntoView from scrolling the map under its transform. */}
      <div
        className="relative min-h-0 flex-1 overflow-hidden rounded-xl border border-border bg-canvas"
        style={{ overflow: 'clip' }}
      >
        <section
          ref={viewportRef}
          aria-label={label}
          aria-describedby={helpId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys and +/- move and zoom the map (see the help text).
          tabIndex={0}
          className="absolute inset-0 cursor-grab touch-none select-none active:cursor-grabbing"
          {...handlers}
          onFocus={(event) => {
            // A node reached with Tab comes into view.
            if (event.target !== event.currentTarget) reveal(event.target);
          }}
        >
          <div
            ref={contentRef}
            className="absolute top-0 left-0 w-max origin-top-left p-1 will-change-transform"
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          >
            <div className="flex items-center" data-node={root.id}>
              <MindmapNodeLabel node={root} open={open.has(root.id)} onToggle={toggle} />
              <MapChildren node={root} open={open} onToggle={toggle} />
            </div>
          </div>
        </section>
      </div>
      <div className="flex items-center gap-1">
        <ZoomControl label={mindmapViewerMessages.zoomOut} icon={Minus} onClick={() => zoomBy(1 / ZOOM_STEP)} />
        <span className="min-w-12 text-center text-muted text-sm tabular-nums">
          {mindmapViewerMessages.zoomLevel(Math.round(view.scale * 100))}
        </span>
        <ZoomControl label={mindmapViewerMessages.zoomIn} icon={Plus} onClick={() => zoomBy(ZOOM_STEP)} />
        <ZoomControl label={mindmapViewerMessages.fit} icon={Maximize} onClick={() => fitToView()} />
        <p id={helpId} className="ml-2 text-muted text-xs max-sm:sr-only">
          {mindmapViewerMessages.canvasHelp}
        </p>
      </div>
    </div>
  );
}
