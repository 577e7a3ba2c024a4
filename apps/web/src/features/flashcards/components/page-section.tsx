/**
 * A section of the flashcards page that folds away on a phone (native <details>: no script to
 * load). Its content mounts on first opening, so its calls (the forecast, the library's subjects)
 * are made only for a student who looks.
 */
import { type ReactNode, useState } from 'react';

export function PageSection({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  return (
    // The card's look without its padding: the whole summary row is the tap target.
    <div className="rounded-xl border border-border bg-surface shadow-sm">
      <details open={open} className="group" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-ink sm:px-6 [&::-webkit-details-marker]:hidden">
          <h2 className="font-semibold text-lg">{title}</h2>
          <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">{opened ? children : null}</div>
      </details>
    </div>
  );
}
