/** Every pearls route in one page chunk that picks its screen by path (see notes-page.tsx for why). */
import { paths } from '@medsutra/contract/routes';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { pagePicker } from '@/lib/page-by-path';

const list = () => import('../screens/pearls-list-screen');
const view = () => import('../screens/view-pearl-screen');
const screenFor = pagePicker<{ email: string; path: string }>(
  {
    [paths.pearls]: list,
    '/pearls-list': list,
    '/create-pearl': () => import('../screens/create-pearl-screen'),
    '/view-pearl': view,
    '/full-page-pearl': view,
  },
  (path) => path,
  paths.pearls,
);

export default function PearlsPage({ email, path }: { email: string; path: string }) {
  const Screen = screenFor(path);
  if (!Screen) return null;
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
