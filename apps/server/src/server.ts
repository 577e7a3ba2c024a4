/**
 * The process entry: `node src/server.ts` runs directly on Node 24, which strips the types.
 * V8's compile cache goes on before anything else loads, so a restart reuses the compiled code
 * of the few hundred modules the server imports (start to healthy budget: 1.5 s).
 * With `--fill-compile-cache` it loads every server file into that cache and exits (the build
 * does this: cli/fill-compile-cache.ts).
 */
import module from 'node:module';
import v8 from 'node:v8';
import { FILL_COMPILE_CACHE_FLAG, SERVER_NODE_FLAGS } from './node-flags.ts';
import { cacheModuleResolution } from './resolve-cache.ts';

for (const flag of SERVER_NODE_FLAGS) v8.setFlagsFromString(flag);
module.enableCompileCache?.();
cacheModuleResolution();
if (process.argv.includes(FILL_COMPILE_CACHE_FLAG)) {
  const { fillCompileCache } = await import('./fill-compile-cache.ts');
  await fillCompileCache();
  process.exit(0);
} else {
  const { runServer } = await import('./run-server.ts');
  runServer();
}
