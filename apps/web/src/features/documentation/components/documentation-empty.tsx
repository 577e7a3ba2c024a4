import { documentationMessages } from '@medsutra/contract/documentation/api';
import { FileSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface DocumentationEmptyProps {
  searching: boolean;
  /** Only an admin fills the hub; a student is told so instead of offered the button. */
  canInitialize: boolean;
  initializing: boolean;
  onInitialize: () => void;
}

/** 'No Documentation Found', with its two texts: one for a search, one for an empty database. */
export function DocumentationEmpty({ searching, canInitialize, initializing, onInitialize }: DocumentationEmptyProps) {
  return (
    <Card className="text-center">
      <FileSearch aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 className="mt-3 font-semibold text-ink text-lg">{documentationMessages.emptyTitle}</h2>
      <p className="mt-1 text-muted">
        {searching
          ? documentationMessages.emptySearch
          : canInitialize
            ? documentationMessages.emptyStart
            : documentationMessages.emptyForStudents}
      </p>
      {searching || !canInitialize ? null : (
        <Button className="mt-4" onClick={onInitialize} disabled={initializing}>
          {documentationMessages.initializeDocumentation}
        </Button>
      )}
    </Card>
  );
}
