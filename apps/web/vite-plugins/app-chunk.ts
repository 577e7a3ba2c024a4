// One `web` chunk for the app itself: src/main.tsx and everything it imports statically. The page
// loads only src/boot.ts, which starts the app after the first paint (docs/decisions/039), so
// Rolldown's own `$initial` tag (the entry's static imports) no longer names the app's code.
// This plugin walks the module graph from main.tsx once it is built, and the chunk group below
// captures exactly those modules.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const BARREL_IMPORTS = 100;
const REACT_PACKAGE = /\/node_modules\/(react|react-dom|scheduler)\//;
const isReact = (id: string) => REACT_PACKAGE.test(id);

export function appChunk(appEntry = 'src/main.tsx'): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const appModules = new Set<string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'medsutra:app-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const pending = [path.resolve(root, appEntry)];
      while (pending.length) {
        const id = pending.pop()!;
        if (appModules.has(id)) continue;
        appModules.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        // A package's index that re-exports hundreds of parts (lucide-react's icons): the bundle
        // keeps only the parts someone uses, which this walk cannot tell, so it stops there.
        if (id.includes('/node_modules/') && imported.length > BARREL_IMPORTS) continue;
        pending.push(...imported);
      }
    },
  };
  // Vite's own helpers (`\0vite/preload-helper.js`) get a small chunk of their own: boot.ts uses
  // them too, and importing them from the app's chunk would make the page evaluate it at once.
  const viteHelper = (id: string) => id.startsWith('\0vite/');
  return {
    plugin,
    groups: [
      { name: 'vite-helpers', test: viteHelper, priority: 3 },
      // React itself gets a chunk of its own: boot.ts evaluates it in one task and the app in the
      // next, so a slow phone never runs both in one long task (docs/decisions/020).
      { name: 'react', test: isReact, priority: 2 },
      { name: 'web', test: (id) => appModules.has(id) && !viteHelper(id), priority: 1 },
    ],
  };
}
