/** A list of smart revision items, each with its reason and its revision controls on a tap. */
import type { SmartRevisionItem } from '@medsutra/contract/revision/api';
import { DisclosureRow } from './disclosure-row';
import { RevisionControls, StateBadge } from './revision-controls';

function SmartRow({ item, today }: { item: SmartRevisionItem; today: string }) {
  return (
    <DisclosureRow
      className="rounded-xl border border-border bg-surface p-3"
      buttonClassName="flex min-h-11 w-full flex-col items-start gap-1 text-left"
      summary={
        <>
          <span className="flex w-full flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-ink">{item.name}</span>
            <StateBadge state={item.state} reviewCount={item.reviewCount} />
          </span>
          <span className="text-muted text-sm">
            {item.subjectName} · {item.topicName}
          </span>
          <span className="text-muted text-xs">{item.reason}</span>
        </>
      }
      panelClassName="pt-2"
    >
      <RevisionControls subtopicId={item.subtopicId} hasNotes comesBack={item.comesBack} today={today} />
    </DisclosureRow>
  );
}

export function SmartList({ items, empty, today }: { items: SmartRevisionItem[]; empty: string; today: string }) {
  if (items.length === 0) return <p className="text-muted text-sm">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <SmartRow key={item.subtopicId} item={item} today={today} />
      ))}
    </ul>
  );
}
