/**
 * V8 settings of the server process (docs/decisions/020). V8 sizes the young generation for a
 * big heap: its semi-spaces grew to ~80 MB while the few thousand modules loaded at start and
 * were never given back, a third of the process's RSS at idle. 4 MB semi-spaces hold what one
 * request allocates; a scavenge of them takes well under a millisecond.
 * Launchers (scripts/start.ts, the benchmarks) pass these on the command line, where they apply
 * from the first allocation; server.ts also sets them at run time for any other launcher, where
 * they bound the young generation from then on.
 */
import os from 'node:os';
import path from 'node:path';

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * The environment launchers add (docs/decisions/064): V8's compile cache on from the first file.
 * server.ts turns the cache on itself, but only once it and the two files it imports are loaded,
 * and those three are TypeScript that Node strips with amaro, whose WebAssembly then stays in the
 * process: ~15 MB of RSS for three small files. With NODE_COMPILE_CACHE set, they come from the
 * cache like every other file and amaro is never loaded. The folder is the one server.ts would use.
 */
export function serverNodeEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), 'node-compile-cache') };
}

/** server.ts's flag for loading every server file into the compile cache and exiting. */
export const FILL_COMPILE_CACHE_FLAG = '--fill-compile-cache';
