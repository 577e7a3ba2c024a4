/**
 * Builds the web app and the server's bundle when their sources are newer than the build.
 * `npm start` uses both; the audit, the benchmarks and the browser tests too, since they must run
 * the code in the working tree, not an old build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

interface Build {
  name: string;
  workspace: string;
  /** A file the build writes last-or-whole: its time is the build's. */
  built: string;
  sources: string[];
}

const webBuild: Build = {
  name: 'the web app',
  workspace: 'apps/web',
  built: 'apps/web/dist/index.html',
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite-plugins',
    'packages/contract/src',
    // The build renders the figure catalogue into dist/figures.
    'packages/figures/src',
    'content/library/figures',
  ],
};

/** The bundle copies the libraries it holds, so a changed lock file rebuilds it too (decision 148). */
const serverBuild: Build = {
  name: 'the server',
  workspace: 'apps/server',
  built: 'apps/server/dist/server.js',
  sources: ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'package-lock.json'],
};

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

function ensureBuild(build: Build) {
  const built = path.join(repoRoot, build.built);
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (builtAt >= Math.max(...build.sources.map(newestChange))) return;
  console.info(`Building ${build.name} (its sources are newer than ${path.dirname(build.built)})…`);
  const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`${build.name} did not build`);
}

/** Builds when needed; throws when the build fails. */
export function ensureWebBuild() {
  ensureBuild(webBuild);
}

/** The server's bundle (apps/server/dist), built when needed; throws when the build fails. */
export function ensureServerBuild() {
  ensureBuild(serverBuild);
}

/**
 * How everything that runs the server as `npm start` does starts it: Node's arguments for the
 * bundle. 4 MB semi-spaces: V8 sizes the young generation for a big heap and grew it to ~80 MB
 * while the modules loaded, never giving it back; 4 MB hold what one request allocates (decision
 * 020). Only the command line does this: set from inside the process the flag left PostgreSQL's
 * server at ~194 MB at idle instead of ~172 (budget 180; decision 148).
 */
export function serverCommand(args: string[] = []): string[] {
  return ['--max-semi-space-size=4', path.join(repoRoot, 'apps/server/dist/server.js'), ...args];
}
