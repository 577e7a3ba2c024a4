/** The mindmap chosen from the list, in the interactive viewer (a lazy chunk), with a close button. */
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { X } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { useMindmap } from '../api/get-mindmap';

const MindmapViewer = lazy(() => import('@/components/mindmap/mindmap-viewer'));
const text = mindmapScreenMessages;

function Loading() {
  return (
    <div className="flex h-[65dvh] max-h-[40rem] min-h-80 items-center justify-center rounded-xl border border-border bg-canvas">
      <Spinner label={text.viewerLoading} />
    </div>
  );
}

export interface OpenedMindmapProps {
  email: string;
  id: string;
  onClose: () => void;
}

export function OpenedMindmap({ email, id, onClose }: OpenedMindmapProps) {
  const item = useMindmap(email, id);
  const titleId = useId();
  const mindmap = item.data?.mindmap;

  return (
    <Card id="opened-mindmap" role="region" aria-labelledby={titleId} className="scroll-mt-28 space-y-3 p-3 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-muted text-xs uppercase tracking-wide">{text.viewerTitle}</p>
          <h2 id={titleId} className="font-bold text-ink text-xl [overflow-wrap:anywhere]">
            {mindmap?.topic ?? '…'}
          </h2>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={text.closeViewer} title={text.closeViewer}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {item.isPending ? (
        <Loading />
      ) : item.isError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm">
          {failureSentence(item.error, { refused: text.viewerFailed, unreachable: text.viewerFailed })}
        </p>
      ) : mindmap?.tree && mindmap.source ? (
        <Suspense fallback={<Loading />}>
          <MindmapViewer tree={mindmap.tree} source={mindmap.source} grounding={mindmap.grounding} />
        </Suspense>
      ) : (
        <p className="text-muted text-sm">{text.viewerNotReady}</p>
      )}
    </Card>
  );
}
