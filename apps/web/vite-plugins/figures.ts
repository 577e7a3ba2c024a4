// Renders every figure of the catalogue (content/library/figures) into the build as
// figures/<id>.svg: the project's own drawings are static files, made once per build, so serving
// one costs the server nothing and its start renders nothing
// (docs/decisions/085-figures-drawn-at-build-and-served-as-files.md). They are written beside the
// bundle rather than emitted into it: hundreds of files would flood the build's report, and the
// service worker only needs their version. In `vite dev` the same files are answered from memory.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIGURES_PATH } from '@medsutra/contract/library/figures';
import { renderCatalogue } from '@medsutra/figures/catalogue';
import type { Plugin } from 'vite';
import { hashList } from './hash-list.ts';

export interface FiguresPlugin extends Plugin {
  /** A hash of every figure's id and bytes: the service worker names its figure cache with it. */
  figuresVersion(): string;
}

export function figuresPlugin(): FiguresPlugin {
  let rendered: Map<string, string> | undefined;
  let outDir = 'dist';
  const render = () => {
    rendered ??= renderCatalogue();
    return rendered;
  };
  return {
    name: 'medsutra:figures',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      rendered = undefined;
      const started = performance.now();
      const figures = render();
      this.info(`${figures.size} figures rendered in ${Math.round(performance.now() - started)} ms`);
    },
    writeBundle() {
      const dir = path.join(outDir, FIGURES_PATH);
      mkdirSync(dir, { recursive: true });
      for (const [id, source] of render()) writeFileSync(path.join(dir, `${id}.svg`), source);
    },
    figuresVersion() {
      const figures = render();
      return figures.size === 0 ? 'none' : hashList([...figures].map(([id, source]) => `${id}\n${source}`));
    },
    configureServer(server) {
      server.middlewares.use(FIGURES_PATH, (request, response, next) => {
        const id = decodeURIComponent((request.url ?? '').replace(/^\//, '').replace(/\.svg(\?.*)?$/, ''));
        const source = render().get(id);
        if (!source) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(source);
      });
    },
  };
}
