import { type DocumentationSummary, documentationMessages } from '@medsutra/contract/documentation/api';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';

export interface DocumentationCardProps {
  item: DocumentationSummary;
  onView: (id: string) => void;
}

export function DocumentationCard({ item, onView }: DocumentationCardProps) {
  return (
    <Card className="flex h-full flex-col gap-3 sm:p-5">
      <div className="flex-1">
        <h3 className="font-semibold text-ink">{item.title}</h3>
        <p className="mt-1 text-muted text-sm">{item.description}</p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-xs">
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-3.5" />
          {documentationMessages.views(item.viewCount)}
        </span>
        <span>{documentationMessages.updated(formatDate(item.lastUpdated))}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onView(item.id)}
        aria-label={`${documentationMessages.viewDocumentation}: ${item.title}`}
      >
        {documentationMessages.viewDocumentation}
      </Button>
    </Card>
  );
}
