/**
 * The root layout: auth state (with its 1 s loading cap), the offline banner and page, and the
 * public or signed-in layout around the routed page.
 */

import { paths } from '@medsutra/contract/routes';
import type { Viewer } from '@medsutra/contract/routes/view';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuthState, useAuthSync } from '@/features/auth/api/get-auth-status';
import { OfflineBanner } from '@/features/offline/components/offline-banner';
import { OfflinePage } from '@/features/offline/components/offline-page';
import { useOnlineStatus } from '@/lib/online-status';
import { onToastRequested, toastRequested } from '@/lib/toast';
import { preloadSignIn } from '../routes/page-registry';
import { LoadingScreen } from './loading-screen';
import { PublicLayout } from './public-layout';
import { SignedInLayout } from './signed-in-layout';
import { useAuthLoadingCapReached } from './use-auth-loading-cap';
import { useNewPageStartsAtTop } from './use-new-page-starts-at-top';

const Toaster = lazy(() => import('@/components/ui/toaster'));

/**
 * Pages that work offline, so the full offline page does not cover them (a test keeps going
 * offline; a kept PDF opens in its viewer; flashcards are reviewed on and the reviews wait on the device).
 */
const OFFLINE_CAPABLE_PATHS: readonly string[] = [
  paths.offlineNotes,
  paths.myNotes,
  '/test',
  paths.appDiagnostics,
  paths.flashcards,
  paths.flashcardsReview,
];
const OFFLINE_PDF_VIEWER = /^\/(simple-)?pdf-viewer\//;

/**
 * The toast outlet (sonner) is fetched with the first toast (lib/toast.ts queues it until the
 * outlet is there): it stays off every page's first load and out of a slow phone's start-up work.
 */
function useToaster(): boolean {
  const [ready, setReady] = useState(toastRequested);
  useEffect(() => {
    if (ready) return;
    return onToastRequested(() => setReady(true));
  }, [ready]);
  return ready;
}

export function AppShell() {
  const auth = useAuthState();
  useAuthSync();
  const capReached = useAuthLoadingCapReached();
  const online = useOnlineStatus();
  const { pathname } = useLocation();

  const viewer: Viewer = auth.status === 'loading' ? (capReached ? 'signedOut' : 'loading') : auth.status;
  const toasterReady = useToaster();
  useNewPageStartsAtTop(pathname);

  useEffect(() => {
    if (viewer === 'signedOut') preloadSignIn();
  }, [viewer]);

  if (viewer === 'loading') return <LoadingScreen />;

  const showOfflinePage =
    online.showOfflinePage && !OFFLINE_CAPABLE_PATHS.includes(pathname) && !OFFLINE_PDF_VIEWER.test(pathname);
  const Layout = viewer === 'signedIn' ? SignedInLayout : PublicLayout;
  return (
    <>
      {online.offline ? <OfflineBanner /> : null}
      <Layout>{showOfflinePage ? <OfflinePage /> : <Outlet context={viewer} />}</Layout>
      {toasterReady ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
