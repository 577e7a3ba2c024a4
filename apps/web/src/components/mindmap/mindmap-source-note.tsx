/**
 * Where a mindmap came from, said wherever it is shown (docs/product-rules.md, AI honesty): the offline
 * outline is never passed off as a model's work. Small and eager, for lists and feed cards.
 */

import { type Grounding, groundingLabels } from '@medsutra/contract/library/api';
import { type MindmapSource, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { Info } from 'lucide-react';
import { cn } from '@/lib/cn';

export function MindmapSourceNote({
  source,
  grounding,
  className,
}: {
  source: MindmapSource;
  /** Where its facts came from, when it was made with the library. */
  grounding?: Grounding | null | undefined;
  className?: string;
}) {
  if (grounding) {
    const sentence =
      grounding === 'library-offline'
        ? mindmapMessages.libraryOffline
        : `${groundingLabels[grounding]}. ${mindmapScreenMessages.aiNote}`;
    return (
      <p
        role="note"
        className={cn(
          'flex items-start gap-2 rounded-lg border px-3 py-2 text-ink text-sm',
          grounding === 'general' ? 'border-accent/40 bg-accent-soft' : 'border-primary/30 bg-primary-soft',
          className,
        )}
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{sentence}</span>
      </p>
    );
  }
  if (source === 'offline') {
    return (
      <p
        role="note"
        className={cn(
          'flex items-start gap-2 rounded-lg border border-accent/40 bg-accent-soft px-3 py-2 text-ink text-sm',
          className,
        )}
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>{mindmapMessages.offlineOutline}</span>
      </p>
    );
  }
  return (
    <p role="note" className={cn('text-muted text-xs', className)}>
      {mindmapScreenMessages.aiNote}
    </p>
  );
}

/** The short label for a list row or a card; its title carries the full sentence. */
export function OfflineOutlineBadge({
  grounding,
  className,
}: {
  grounding?: Grounding | null | undefined;
  className?: string;
}) {
  const fromLibrary = grounding === 'library-offline';
  return (
    <span
      title={fromLibrary ? mindmapMessages.libraryOffline : mindmapMessages.offlineOutline}
      className={cn(
        'inline-flex items-center rounded-full border border-accent/40 bg-accent-soft px-2 py-0.5 font-medium text-accent text-xs',
        className,
      )}
    >
      {fromLibrary ? mindmapScreenMessages.libraryOfflineBadge : mindmapScreenMessages.offlineBadge}
    </span>
  );
}
