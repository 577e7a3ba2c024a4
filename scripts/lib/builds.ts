/**
 * Builds the web app when its sources are newer than apps/web/dist. `npm start` uses it, and so
 * does the audit, which must look at the code in the working tree, not an old build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const builtIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/contract/src',
  // The build renders the figure catalogue into dist/figures.
  'packages/figures/src',
  'content/library/figures',
];

function newestChange(target: string): number {
  const full = path.join(repoRoot, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { recursive: true })) {
    newest = Math.max(newest, fs.statSync(path.join(full, String(entry))).mtimeMs);
  }
  return newest;
}

/** Builds when needed; throws when the build fails. */
export function ensureWebBuild() {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestChange))) return;
  console.info('Building the web app (its sources are newer than apps/web/dist)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web app did not build');
}
