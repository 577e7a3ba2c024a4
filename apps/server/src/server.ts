/**
 * The process entry: `node src/server.ts` runs directly on Node 24, which strips the types.
 * V8's compile cache goes on before anything else loads, so a restart reuses the compiled code
 * of the few hundred modules the server imports (start to healthy budget: 1.5 s).
 */
import module from 'node:module';
import v8 from 'node:v8';
import { SERVER_NODE_FLAGS } from './node-flags.ts';
import { cacheModuleResolution } from './resolve-cache.ts';

for (const flag of SERVER_NODE_FLAGS) v8.setFlagsFromString(flag);
module.enableCompileCache?.();
cacheModuleResolution();
await import('./run-server.ts');
