import { CircleAlert } from 'lucide-react';

export function AlertNote({ children }: { children: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger-soft p-3 text-ink">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <span>{children}</span>
    </p>
  );
}
