/**
 * The economy as the app shell loads it: one lazy chunk holding the header chip and the way to
 * each economy page (every page is still its own chunk, loaded on first visit). One dynamic import
 * in the shell instead of ten keeps the sign-in page's first load small; the chip loads this chunk
 * on every signed-in page anyway, so opening an economy page costs no extra round trip.
 */
import { findRoute } from '@medsutra/contract/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export { default as BalanceChip } from './components/balance-chip';

type Page = LazyExoticComponent<ComponentType<{ email: string }>>;

// Each page its own chunk, loaded on first visit; which path shows which is the route table's
// `page: 'economy/…'` (contract/routes.ts).
const pageModules = import.meta.glob<{ default: ComponentType<{ email: string }> }>('./pages/*-page.tsx');
const pages = new Map<string, Page>();

function pageFor(path: string): Page | null {
  const file = findRoute(path)?.page?.replace(/^economy\//, './pages/');
  const load = file ? pageModules[`${file}.tsx`] : undefined;
  if (!file || !load) return null;
  let page = pages.get(file);
  if (!page) {
    page = lazy(load);
    pages.set(file, page);
  }
  return page;
}

/** The page the registry shows for each economy path. */
export default function EconomyRoute({ path, email }: { path: string; email: string }) {
  const Page = pageFor(path);
  return Page ? <Page email={email} /> : null;
}
