/**
 * One way for a feature to show several pages through one entry in the shell's page table (which
 * keeps /login's first load small, docs/decisions/009): a picker that turns a path into that
 * page's lazy component, each page still its own chunk, made once and reused so React keeps its
 * state between renders.
 */
import { findRoute } from '@medsutra/contract/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Loader<Props> = () => Promise<{ default: ComponentType<Props> }>;
export type LazyPage<Props> = LazyExoticComponent<ComponentType<Props>>;

/**
 * `loaders` by key (a path, or a file as `import.meta.glob` names it); `keyOf` turns a path into
 * its key. A path with no page gives `fallback`'s page, or null.
 */
export function pagePicker<Props>(
  loaders: Record<string, Loader<Props>>,
  keyOf: (path: string) => string | undefined = (path) => path,
  fallback?: string,
): (path: string) => LazyPage<Props> | null {
  const made = new Map<Loader<Props>, LazyPage<Props>>();
  return (path) => {
    const key = keyOf(path);
    const load = (key === undefined ? undefined : loaders[key]) ?? (fallback ? loaders[fallback] : undefined);
    if (!load) return null;
    let page = made.get(load);
    if (!page) {
      page = lazy(load);
      made.set(load, page);
    }
    return page;
  };
}

/**
 * The route table names each path's page (`page: 'economy/coins-page'`, decision 019): the key of
 * a feature's `import.meta.glob('./pages/*-page.tsx')` for that path.
 */
export function routePageFile(feature: string): (path: string) => string | undefined {
  return (path) => {
    const page = findRoute(path)?.page;
    return page?.startsWith(`${feature}/`) ? `./pages/${page.slice(feature.length + 1)}.tsx` : undefined;
  };
}
