/**
 * The interactive mindmap: a pannable, zoomable map or an outline of the same tree, branches that
 * open and close, and a full-screen mode for phones. A lazy chunk: only screens that show a
 * mindmap load it. Says where the mindmap came from above it.
 */

import type { Grounding } from '@medsutra/contract/library/api';
import type { MindmapSource, MindmapTree } from '@medsutra/contract/mindmaps/api';
import { mindmapViewerMessages } from '@medsutra/contract/mindmaps/messages';
import { ChevronsDownUp, ChevronsUpDown, type LucideIcon, Maximize2, Minimize2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { MindmapMap } from './mindmap-map';
import { MindmapOutline } from './mindmap-outline';
import { MindmapSourceNote } from './mindmap-source-note';
import { initiallyOpen, openableIds, toggled, toViewTree } from './view-tree';

type Layout = 'map' | 'outline';

export interface MindmapViewerProps {
  tree: MindmapTree;
  source: MindmapSource;
  grounding?: Grounding | null | undefined;
  className?: string;
}

const toolButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-border bg-surface px-2.5 ' +
  'font-medium text-ink text-sm hover:bg-surface-muted';

/** A toolbar button with its icon and its label (the label only read out on small screens). */
function LabelledTool({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <button type="button" className={toolButton} title={label} onClick={onClick}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}

export default function MindmapViewer({ tree, source, grounding, className }: MindmapViewerProps) {
  const root = useMemo(() => toViewTree(tree), [tree]);
  const [open, setOpen] = useState<ReadonlySet<string>>(initiallyOpen);
  const [layout, setLayout] = useState<Layout>('map');
  const [fullScreen, setFullScreen] = useState(false);
  const text = mindmapViewerMessages;

  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullScreen]);

  const onToggle = (id: string) => setOpen((current) => toggled(current, id));

  return (
    <section
      aria-label={text.label(tree.topic)}
      className={cn(
        'flex flex-col gap-2',
        fullScreen && 'fixed inset-0 z-50 bg-canvas p-2 pt-[max(0.5rem,env(safe-area-inset-top))]',
        className,
      )}
    >
      {fullScreen ? null : <MindmapSourceNote source={source} grounding={grounding} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex gap-1 rounded-lg bg-surface-muted p-1">
          <legend className="sr-only">{text.layoutLabel}</legend>
          {(['map', 'outline'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              onClick={() => setLayout(option)}
              className={cn(
                'min-h-9 rounded-md px-3 font-medium text-sm',
                layout === option ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {option === 'map' ? text.mapLayout : text.outlineLayout}
            </button>
          ))}
        </fieldset>
        <div className="flex gap-1">
          <LabelledTool
            label={text.expandAll}
            icon={ChevronsUpDown}
            onClick={() => setOpen(new Set(openableIds(root)))}
          />
          <LabelledTool label={text.collapseAll} icon={ChevronsDownUp} onClick={() => setOpen(initiallyOpen())} />
          <button
            type="button"
            className={toolButton}
            aria-pressed={fullScreen}
            aria-label={text.fullScreen}
            title={fullScreen ? text.exitFullScreen : text.fullScreen}
            onClick={() => setFullScreen((current) => !current)}
          >
            {fullScreen ? (
              <Minimize2 aria-hidden="true" className="size-5" />
            ) : (
              <Maximize2 aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      {layout === 'map' ? (
        <MindmapMap
          root={root}
          open={open}
          onToggle={onToggle}
          label={text.canvasLabel(tree.topic)}
          fitKey={fullScreen ? 'full' : 'inline'}
          className={fullScreen ? 'min-h-0 flex-1' : 'h-[65dvh] max-h-[40rem] min-h-80'}
        />
      ) : (
        <MindmapOutline
          root={root}
          open={open}
          onToggle={onToggle}
          className={fullScreen ? 'min-h-0 flex-1 overflow-y-auto' : undefined}
        />
      )}
      {fullScreen ? <MindmapSourceNote source={source} grounding={grounding} /> : null}
    </section>
  );
}
