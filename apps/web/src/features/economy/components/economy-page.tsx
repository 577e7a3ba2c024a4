/** The frame of every economy page: its title and description from the route table, and the page links. */
import { findRoute } from '@medsutra/contract/routes';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { EconomyNav } from './economy-nav';

export function EconomyPage({ path, actions, children }: { path: string; actions?: ReactNode; children: ReactNode }) {
  const route = findRoute(path);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <PageHeader title={route?.title ?? ''} description={route?.description} actions={actions} />
      <EconomyNav />
      <div className="flex flex-col gap-6">{children}</div>
    </div>
  );
}

/** A titled block within an economy page (the level table, the earning rules). */
export function EconomySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
