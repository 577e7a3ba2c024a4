/**
 * Which features work today, by the route table's `feature` name: the one switch a change flips
 * when it makes a feature work. Kept apart from the feature table (feature-table.ts, which reads
 * it) so that the app shell can mark its tabs without carrying the whole table on first load.
 */
import { findRoute } from './routes.ts';

export const OPEN_FEATURES: ReadonlySet<string> = new Set([
  'AI tools hub',
  'Mindmaps',
  'NeuroCase AI',
  'GastroCase AI',
  'Ward DX',
  'Clinical rounds',
  'Research assistant',
  'Concept maker',
  'Exam simulator',
  'Advanced case generator',
  'Image analyser',
  'Library',
  'MCQ practice',
  'Practice tests',
  'Grand tests',
  'Subject analysis',
  'AI tutor chat',
  'AI study tools',
  'Premium chat',
  'Analytics',
  'Revision tracker',
  'Flashcards',
  'Study planner',
  'Medstagram',
  'Leaderboard',
  'Referrals',
  'Dashboard',
  'Practice',
  'Revise',
  'More',
  'Profile',
  'Device management',
  'Economy',
  'Levels',
  'Med Coins store',
  'Payments',
  'Priority support',
  'Help guide',
  'Documentation hub',
  'Notes',
  'Store',
  'Admin',
  'Offline notes',
  'PDF viewer',
  'Pearls',
  'Admin console',
  'Insights',
  'Diagnostics',
  'Data import',
  'Google Drive',
  'Notes marketplace',
]);

/** The words every page uses for a feature that is not built yet. */
export const COMING_SOON_LABEL = 'Coming soon';

/** False only for a page whose feature is not built yet (its page says "coming soon"). */
export function pathIsAvailable(pathname: string): boolean {
  const route = findRoute(pathname.split('?')[0] ?? pathname);
  return !route || route.access === 'public' || OPEN_FEATURES.has(route.feature);
}
