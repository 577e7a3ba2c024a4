// Emits route-preloads.json: for every route of the page table (src/app/routes/page-files.ts),
// the chunks its page needs beyond those index.html already loads. The server names them in the
// page's HTML as <link rel="modulepreload">, so on a slow phone the page's code downloads with
// the app's own instead of one round trip after it (see docs/decisions/035-page-names-its-code.md).
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@medsutra/contract/routes/preloads';
import type { Plugin, Rolldown } from 'vite';
import { COMING_SOON_PAGE, NOT_FOUND_PAGE, PAGE_FILE_BY_PATH, SIGN_IN_PAGE } from '../src/app/routes/page-files.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** The chunk's file and everything it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

const APP_FILE = 'src/main.tsx';

/** Which page file each route shows (src/app/routes/page-files.ts), passed in for the tests. */
export interface PageTable {
  pageFileByPath: Readonly<Record<string, string>>;
  signIn: string;
  notFound: string;
  comingSoon: string;
}

const PAGE_TABLE: PageTable = {
  pageFileByPath: PAGE_FILE_BY_PATH,
  signIn: SIGN_IN_PAGE,
  notFound: NOT_FOUND_PAGE,
  comingSoon: COMING_SOON_PAGE,
};

export function routePreloads(bundle: OutputBundle, root: string, pages: PageTable = PAGE_TABLE): RoutePreloads {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: the build has no entry chunk');
  /** The chunk a dynamic import of `file` loads: the one it is the facade of, else the one holding it. */
  const chunkOf = (file: string) => {
    const id = path.resolve(root, file);
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === id) ??
      chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preloads: no chunk was built for ${file}`);
    return chunk;
  };
  const loadedByIndexHtml = staticClosure(bundle, entry.fileName);
  const closureBeyond = (file: string, loaded: Set<string>) =>
    [...staticClosure(bundle, chunkOf(file).fileName)].filter((fileName) => !loaded.has(fileName));
  const app = closureBeyond(APP_FILE, loadedByIndexHtml);
  const loadedWithApp = new Set([...loadedByIndexHtml, ...app]);
  const preloadsFor = (file: string) => closureBeyond(file, loadedWithApp).map((fileName) => `/${fileName}`);
  return {
    app: app.map((fileName) => `/${fileName}`),
    byRoutePath: Object.fromEntries(
      Object.entries(pages.pageFileByPath).map(([route, file]) => [route, preloadsFor(file)]),
    ),
    signIn: preloadsFor(pages.signIn),
    notFound: preloadsFor(pages.notFound),
    comingSoon: preloadsFor(pages.comingSoon),
  };
}

export function routePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'medsutra:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const source = JSON.stringify(routePreloads(bundle, root));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source });
    },
  };
}
