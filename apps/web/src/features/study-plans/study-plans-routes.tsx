/**
 * The study planners' pages as the app shell loads them: one lazy chunk that picks the page by
 * path (each page is still its own chunk). One dynamic import in the shell instead of eight keeps
 * the sign-in page's first load within its budget, as economy-routes.tsx does for the economy.
 */
import { type ComponentType, lazy } from 'react';

const PAGES: Record<string, ComponentType> = {
  '/formulastudyplanner': lazy(() => import('./pages/formula-study-planner-page')),
  '/study-planner': lazy(() => import('./pages/study-planner-page')),
  '/study-plans': lazy(() => import('./pages/study-plans-page')),
  '/study-plan/:planId': lazy(() => import('./pages/study-plan-page')),
  '/dynamic-plan/:planId': lazy(() => import('./pages/dynamic-plan-page')),
  '/dynamicdaywisestudy': lazy(() => import('./pages/day-wise-study-page')),
  '/dynamic-slot-schedule/:scheduleId': lazy(() => import('./pages/slot-schedule-page')),
  '/scheduleviewpage': lazy(() => import('./pages/schedule-view-page')),
};

/** The page the registry shows for each planner path (app/routes/page-files.ts). */
export default function StudyPlansRoute({ path }: { path: string }) {
  const Page = PAGES[path];
  return Page ? <Page /> : null;
}
