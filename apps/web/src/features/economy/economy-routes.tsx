/**
 * The economy as the app shell loads it: one lazy chunk holding the header chip and the way to
 * each economy page (every page is still its own chunk, loaded on first visit). One dynamic import
 * in the shell instead of ten keeps the sign-in page's first load small; the chip loads this chunk
 * on every signed-in page anyway, so opening an economy page costs no extra round trip.
 */
import type { ComponentType } from 'react';
import { pagePicker, routePageFile } from '@/lib/page-by-path';

export { default as BalanceChip } from './components/balance-chip';

// Each page its own chunk, loaded on first visit; which path shows which is the route table's
// `page: 'economy/…'` (contract/routes.ts).
const pageFor = pagePicker(
  import.meta.glob<{ default: ComponentType<{ email: string }> }>('./pages/*-page.tsx'),
  routePageFile('economy'),
);

/** The page the registry shows for each economy path. */
export default function EconomyRoute({ path, email }: { path: string; email: string }) {
  const Page = pageFor(path);
  return Page ? <Page email={email} /> : null;
}
