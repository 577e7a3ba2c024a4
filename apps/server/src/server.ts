/**
 * The process entry: `node src/server.ts` runs directly on Node 24, which strips the types.
 * V8's compile cache goes on before anything else loads, so a restart reuses the compiled code
 * of the few hundred modules the server imports (start to healthy budget: 1.5 s).
 */
import module from 'node:module';

module.enableCompileCache?.();
await import('./run-server.ts');
