/**
 * A feature page that shows one of its screens by path (notes, pearls): the screen `screenFor`
 * picks (see lib/page-by-path.ts), with a spinner while that screen's chunk loads.
 */
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { LazyPage } from '@/lib/page-by-path';

export interface ScreenProps {
  email: string;
  path: string;
}

export function ScreenForPath({
  screenFor,
  email,
  path,
}: ScreenProps & { screenFor: (path: string) => LazyPage<ScreenProps> | null }) {
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
