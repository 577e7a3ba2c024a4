import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';
import { MAIN_ID, SkipLink } from './skip-link';

/** Layout for visitors: the logged-out header with its drawer, then the page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
