/**
 * `npm run build -w apps/server` (part of the root `npm run build`): the server loads every one of
 * its files into V8's compile cache, in the folder its launchers use, and exits
 * (src/fill-compile-cache.ts; docs/decisions/071).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FILL_COMPILE_CACHE_FLAG, SERVER_NODE_FLAGS, serverNodeEnv } from '../node-flags.ts';

const server = path.resolve(import.meta.dirname, '..', 'server.ts');
const result = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, server, FILL_COMPILE_CACHE_FLAG], {
  stdio: 'inherit',
  // Loading ~300 files takes seconds; a file that kept the process alive would show here.
  timeout: 120_000,
  env: { ...process.env, ...serverNodeEnv() },
});
process.exit(result.status ?? 1);
