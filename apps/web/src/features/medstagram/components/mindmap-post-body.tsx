/**
 * A mindmap post's attachment: a light preview (the topic and its branches, where it came from)
 * that opens into the interactive viewer, a lazy chunk fetched only when someone asks for it.
 */

import type { MedstagramPost } from '@medsutra/contract/medstagram/api';
import { medstagramScreenMessages } from '@medsutra/contract/medstagram/messages';
import { ChevronDown, Network } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { MindmapSourceNote, OfflineOutlineBadge } from '@/components/mindmap/mindmap-source-note';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const MindmapViewer = lazy(() => import('@/components/mindmap/mindmap-viewer'));
const text = medstagramScreenMessages;

type MindmapPost = Extract<MedstagramPost, { kind: 'mindmap' }>;

export function MindmapPostBody({ post }: { post: MindmapPost }) {
  const [expanded, setExpanded] = useState(false);
  const viewerId = useId();
  const { mindmap } = post;

  return (
    <div className="space-y-3">
      {expanded ? (
        <div id={viewerId}>
          <Suspense
            fallback={
              <div className="flex h-80 items-center justify-center rounded-xl border border-border bg-canvas">
                <Spinner label={text.loading} />
              </div>
            }
          >
            <MindmapViewer tree={mindmap.tree} source={mindmap.source} grounding={mindmap.grounding} />
          </Suspense>
        </div>
      ) : (
        <div className="space-y-2 rounded-xl border border-border bg-canvas p-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1 font-medium text-muted text-xs uppercase tracking-wide">
              <Network aria-hidden="true" className="size-3.5" />
              {text.mindmapKind}
            </span>
            {mindmap.source === 'offline' ? <OfflineOutlineBadge grounding={mindmap.grounding} /> : null}
          </p>
          <p className="font-semibold text-ink [overflow-wrap:anywhere]">{mindmap.topic}</p>
          <ul aria-label={text.branchCount(mindmap.tree.branches.length)} className="flex flex-wrap gap-1.5">
            {mindmap.tree.branches.map((branch, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: branch labels may repeat; their order is fixed.
                key={index}
                className="rounded-md border border-primary/30 bg-primary-soft px-2 py-0.5 text-ink text-xs"
              >
                {branch.label}
              </li>
            ))}
          </ul>
          {mindmap.source === 'offline' ? (
            <MindmapSourceNote source="offline" grounding={mindmap.grounding} className="text-xs" />
          ) : null}
        </div>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={expanded}
        aria-controls={expanded ? viewerId : undefined}
        onClick={() => setExpanded((current) => !current)}
      >
        {expanded ? text.closeMindmap : text.openMindmap}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
      </Button>
    </div>
  );
}
