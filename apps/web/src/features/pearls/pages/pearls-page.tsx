/** Every pearls route in one page chunk that picks its screen by path (see notes-page.tsx for why). */
import { paths } from '@medsutra/contract/routes';
import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

type Screen = ComponentType<{ email: string; path: string }>;

const list = lazy(() => import('../screens/pearls-list-screen'));
const view = lazy(() => import('../screens/view-pearl-screen'));
const screens: Record<string, ReturnType<typeof lazy<Screen>>> = {
  [paths.pearls]: list,
  '/pearls-list': list,
  '/create-pearl': lazy(() => import('../screens/create-pearl-screen')),
  '/view-pearl': view,
  '/full-page-pearl': view,
};

export default function PearlsPage({ email, path }: { email: string; path: string }) {
  const Screen = screens[path] ?? list;
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[50dvh] items-center justify-center">
          <Spinner label="Loading" />
        </div>
      }
    >
      <Screen email={email} path={path} />
    </Suspense>
  );
}
