import type { ReactNode } from 'react';

interface MarketingPageProps {
  title: string;
  /** One or two sentences under the heading saying what the page is for. */
  lead?: ReactNode;
  /** Shown above the heading, e.g. a back link. */
  before?: ReactNode;
  children: ReactNode;
}

/** The column every public content page uses: a readable line length on any screen from 360 px up. */
export function MarketingPage({ title, lead, before, children }: MarketingPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 text-ink sm:px-6 sm:pt-10">
      {before ? <div className="mb-4">{before}</div> : null}
      <h1 className="font-bold text-3xl leading-tight tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 text-lg text-muted leading-relaxed">{lead}</p> : null}
      <div className="mt-8 space-y-10">{children}</div>
    </div>
  );
}
