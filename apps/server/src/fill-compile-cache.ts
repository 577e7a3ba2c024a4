/**
 * Loads every server file once, with V8's compile cache on (server.ts turns it on), so the first
 * start after a build is like every later one (docs/decisions/071). Without it that start strips
 * each file's TypeScript itself and keeps Node's stripper (amaro, a WebAssembly module) in the
 * process for good. Loading a file only defines what it exports: nothing here opens a database or
 * listens. The command-line tools and tests are left out (they run, or are not the server's).
 */
import { type StdioOptions, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FILL_COMPILE_CACHE_FLAG, SERVER_NODE_FLAGS, serverNodeEnv } from './node-flags.ts';

/** Files that run something when loaded. */
const RUNS_WHEN_LOADED = new Set(['server.ts']);

function serverFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : serverFiles(file);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.includes('.test.');
    return isSource && !RUNS_WHEN_LOADED.has(entry.name) ? [file] : [];
  });
}

export async function fillCompileCache(): Promise<void> {
  const files = serverFiles(import.meta.dirname);
  for (const file of files) await import(pathToFileURL(file).href);
  // Loaded on first use, but by every start of a server that runs jobs (jobs/queue.ts).
  await import('pg-boss');
  module.flushCompileCache?.();
  console.info(`Compile cache (${module.getCompileCacheDir?.()}): ${files.length} server files and what they load.`);
}

/**
 * Runs the fill in a server process of its own, with the flags and compile-cache folder the
 * launchers use (the build's `cli/fill-compile-cache.ts`, and the benchmarks before their first
 * start). Answers the process's exit status; null when it did not end within two minutes (loading
 * ~300 files takes seconds, so a file that kept the process alive would show here).
 */
export function fillCompileCacheInChild(stdio: StdioOptions = 'inherit'): number | null {
  const server = path.join(import.meta.dirname, 'server.ts');
  return spawnSync(process.execPath, [...SERVER_NODE_FLAGS, server, FILL_COMPILE_CACHE_FLAG], {
    stdio,
    timeout: 120_000,
    env: { ...process.env, ...serverNodeEnv() },
  }).status;
}
