/**
 * The economy as the app shell loads it: one lazy chunk holding the header chip and the way to
 * each economy page (every page is still its own chunk, loaded on first visit). One dynamic import
 * in the shell instead of ten keeps the sign-in page's first load small; the chip loads this chunk
 * on every signed-in page anyway, so opening an economy page costs no extra round trip.
 */
import { paths } from '@medsutra/contract/routes';
import { type ComponentType, lazy } from 'react';

export { default as BalanceChip } from './components/balance-chip';

const PAGES: Record<string, ComponentType<{ email: string }>> = {
  [paths.medCoinsTracking]: lazy(() => import('./pages/med-coins-tracking-page')),
  [paths.transactionHistory]: lazy(() => import('./pages/transaction-history-page')),
  [paths.xpTracking]: lazy(() => import('./pages/xp-tracking-page')),
  [paths.xpDetails]: lazy(() => import('./pages/xp-details-page')),
  [paths.taskTracking]: lazy(() => import('./pages/task-tracking-page')),
  [paths.coinAnalytics]: lazy(() => import('./pages/coin-analytics-page')),
  [paths.leaderboard]: lazy(() => import('./pages/leaderboard-page')),
  [paths.referral]: lazy(() => import('./pages/referral-page')),
  [paths.profileSystem]: lazy(() => import('./pages/profile-system-page')),
};

/** The page the registry shows for each economy path (app/routes/page-files.ts). */
export default function EconomyRoute({ path, email }: { path: string; email: string }) {
  const Page = PAGES[path];
  return Page ? <Page email={email} /> : null;
}
