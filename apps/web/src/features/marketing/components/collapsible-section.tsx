import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

interface CollapsibleSectionProps {
  id?: string;
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A native disclosure: works without JavaScript, is keyboard accessible and costs no bundle size. */
export function CollapsibleSection({ id, title, defaultOpen = false, children }: CollapsibleSectionProps) {
  return (
    <details id={id} open={defaultOpen} className="group rounded-xl border border-border bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-lg [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg">{title}</h2>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-3 border-border border-t px-4 py-4 text-ink leading-relaxed">{children}</div>
    </details>
  );
}
