/** The saved list (docs/product-rules.md, Mindmaps): about 24rem high and scrolling, with its refresh button and states. */

import { type MindmapSummary, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { SavedMindmapItem } from './saved-mindmap-item';

const text = mindmapScreenMessages;

export interface SavedMindmapsProps {
  mindmaps: MindmapSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onOpen: (mindmap: MindmapSummary) => void;
  onShare: (mindmap: MindmapSummary) => void;
}

function LoadingRows() {
  return (
    <ul aria-hidden="true" className="space-y-2">
      {[0, 1, 2].map((row) => (
        <li key={row} className="h-20 animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none" />
      ))}
    </ul>
  );
}

export function SavedMindmaps({
  mindmaps,
  loading,
  failed,
  refreshing,
  onRefresh,
  onOpen,
  onShare,
}: SavedMindmapsProps) {
  const titleId = useId();
  return (
    <Card className="space-y-3 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          {text.listTitle}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={text.refreshList}
          title={text.refreshList}
        >
          <RefreshCw
            aria-hidden="true"
            className={cn('size-5', refreshing && 'animate-spin motion-reduce:animate-none')}
          />
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm">
          {mindmapMessages.listFailed}
        </p>
      ) : null}
      {loading && !mindmaps ? (
        <>
          <span className="sr-only" role="status">
            {text.listLoading}
          </span>
          <LoadingRows />
        </>
      ) : mindmaps && mindmaps.length === 0 ? (
        <p className="text-muted text-sm">{text.listEmpty}</p>
      ) : mindmaps ? (
        <ul aria-labelledby={titleId} className="max-h-96 space-y-2 overflow-y-auto overscroll-contain pr-1">
          {mindmaps.map((mindmap) => (
            <SavedMindmapItem key={mindmap.id} mindmap={mindmap} onOpen={onOpen} onShare={onShare} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
