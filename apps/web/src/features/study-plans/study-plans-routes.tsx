/**
 * The study planners' pages as the app shell loads them: one lazy chunk that picks the page by
 * path (each page is still its own chunk). One dynamic import in the shell instead of eight keeps
 * the sign-in page's first load within its budget, as economy-routes.tsx does for the economy.
 */
import type { ComponentType } from 'react';
import { pagePicker, routePageFile } from '@/lib/page-by-path';

// Which path shows which page is the route table's `page: 'study-plans/…'` (contract/routes.ts).
const pageFor = pagePicker(
  import.meta.glob<{ default: ComponentType }>('./pages/*-page.tsx'),
  routePageFile('study-plans'),
);

/** The page the registry shows for each planner path (app/routes/page-files.ts). */
export default function StudyPlansRoute({ path }: { path: string }) {
  const Page = pageFor(path);
  return Page ? <Page /> : null;
}
