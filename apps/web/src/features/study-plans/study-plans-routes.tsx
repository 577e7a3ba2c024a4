/**
 * The study planners' pages as the app shell loads them: one lazy chunk that picks the page by
 * path (each page is still its own chunk). One dynamic import in the shell instead of eight keeps
 * the sign-in page's first load within its budget, as economy-routes.tsx does for the economy.
 */
import { findRoute } from '@medsutra/contract/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

// Which path shows which page is the route table's `page: 'study-plans/…'` (contract/routes.ts).
const pageModules = import.meta.glob<{ default: ComponentType }>('./pages/*-page.tsx');
const pages = new Map<string, Page>();

function pageFor(path: string): Page | null {
  const file = findRoute(path)?.page?.replace(/^study-plans\//, './pages/');
  const load = file ? pageModules[`${file}.tsx`] : undefined;
  if (!file || !load) return null;
  let page = pages.get(file);
  if (!page) {
    page = lazy(load);
    pages.set(file, page);
  }
  return page;
}

/** The page the registry shows for each planner path (app/routes/page-files.ts). */
export default function StudyPlansRoute({ path }: { path: string }) {
  const Page = pageFor(path);
  return Page ? <Page /> : null;
}
