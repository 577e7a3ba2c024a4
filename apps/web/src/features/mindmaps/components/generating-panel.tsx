/** The explanatory panel of the generating state (docs/product-rules.md, Mindmaps), naming the topics still running. */

import { mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { LoaderCircle } from 'lucide-react';

/** `wait`: how long the provider in use takes, as the server said when it accepted the topic. */
export function GeneratingPanel({ topics, wait }: { topics: string[]; wait?: string | undefined }) {
  return (
    <div
      role="status"
      data-testid="generating-panel"
      className="flex gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4 text-ink"
    >
      <LoaderCircle
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
      />
      <div className="space-y-1">
        <p className="font-semibold">{mindmapScreenMessages.runningTitle}</p>
        <p className="text-sm">
          {wait ? mindmapMessages.generatingPanelWithWait(wait) : mindmapMessages.generatingPanel}
        </p>
        {topics.length > 0 ? (
          <p className="text-sm font-medium [overflow-wrap:anywhere]">{mindmapScreenMessages.runningTopics(topics)}</p>
        ) : null}
      </div>
    </div>
  );
}
