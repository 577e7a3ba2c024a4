/**
 * One saved mindmap: topic, creation time, status (with the reason of a failure), where it came
 * from, the 'Shared' badge, and its actions: open when ready, share until shared, and the PDF only
 * once the server has a link for it (docs/product-rules.md, Mindmaps).
 */

import { type MindmapSummary, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { BadgeCheck, Eye, FileDown, Share2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { OfflineOutlineBadge } from '@/components/mindmap/mindmap-source-note';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatFullDateTime, formatWhen } from '@/lib/format-time';
import { showToast } from '@/lib/toast';
import { MindmapStatusBadge } from './mindmap-status-badge';

const text = mindmapScreenMessages;

export interface SavedMindmapItemProps {
  mindmap: MindmapSummary;
  onOpen: (mindmap: MindmapSummary) => void;
  onShare: (mindmap: MindmapSummary) => void;
}

export function SavedMindmapItem({ mindmap, onOpen, onShare }: SavedMindmapItemProps) {
  const ready = mindmap.status === 'ready';
  const openPdf = (event: MouseEvent<HTMLAnchorElement>) => {
    if (mindmap.drive_pdf_url) return;
    event.preventDefault();
    showToast('error', mindmapMessages.pdfNotAvailable, { description: mindmapMessages.pdfProcessing });
  };

  return (
    <li data-mindmap-id={mindmap.id} className="space-y-2 rounded-lg border border-border bg-surface p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{mindmap.topic}</h3>
          <p className="text-muted text-xs">
            <time dateTime={mindmap.created_at} title={formatFullDateTime(mindmap.created_at)}>
              {text.created(formatWhen(mindmap.created_at))}
            </time>
          </p>
        </div>
        <MindmapStatusBadge status={mindmap.status} />
      </div>

      {mindmap.isShared || mindmap.source === 'offline' ? (
        <div className="flex flex-wrap gap-1.5">
          {mindmap.isShared ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-medium text-on-primary text-xs">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {mindmapMessages.sharedBadge}
            </span>
          ) : null}
          {mindmap.source === 'offline' ? <OfflineOutlineBadge grounding={mindmap.grounding} /> : null}
        </div>
      ) : null}

      {mindmap.status === 'failed' ? (
        <p className="text-danger text-sm">{mindmap.failureReason ?? mindmapMessages.jobFailed}</p>
      ) : null}

      {ready ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => onOpen(mindmap)} aria-label={text.openLabel(mindmap.topic)}>
            <Eye aria-hidden="true" className="size-4" />
            {text.open}
          </Button>
          {mindmap.isShared ? null : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onShare(mindmap)}
              aria-label={text.shareLabel(mindmap.topic)}
            >
              <Share2 aria-hidden="true" className="size-4" />
              {text.share}
            </Button>
          )}
          {mindmap.drive_pdf_url ? (
            <a
              href={mindmap.drive_pdf_url}
              download
              onClick={openPdf}
              aria-label={text.pdfLabel(mindmap.topic)}
              className={buttonClasses('secondary', 'sm')}
            >
              <FileDown aria-hidden="true" className="size-4" />
              {text.pdf}
            </a>
          ) : (
            <span className="text-muted text-xs">{text.pdfPreparing}</span>
          )}
        </div>
      ) : null}
    </li>
  );
}
