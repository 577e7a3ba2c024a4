/**
 * The balance chip's place in the signed-in header. The chip (and its refresh policy, toasts and
 * level-up animation) is a lazy chunk, so the signed-in layout, which ships with the sign-in
 * page, stays light; a same-sized placeholder holds its place while it loads.
 */
import { lazy, Suspense } from 'react';
import { useAuthState } from '@/features/auth/api/get-auth-status';

const BalanceChip = lazy(() =>
  import('@/features/economy/economy-routes').then((module) => ({ default: module.BalanceChip })),
);

const placeholder = (
  <span aria-hidden="true" className="block h-11 w-[6.75rem] rounded-lg bg-surface-muted sm:w-52 lg:w-80" />
);

export function HeaderBalances() {
  const auth = useAuthState();
  if (auth.status !== 'signedIn') return null;
  return (
    <Suspense fallback={placeholder}>
      <BalanceChip email={auth.user.email.trim().toLowerCase()} />
    </Suspense>
  );
}
