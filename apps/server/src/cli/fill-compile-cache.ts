/**
 * `npm run build -w apps/server` (part of the root `npm run build`): the server loads every one of
 * its files into V8's compile cache, in the folder its launchers use, and exits
 * (src/fill-compile-cache.ts; docs/decisions/071).
 */
import { fillCompileCacheInChild } from '../fill-compile-cache.ts';

process.exit(fillCompileCacheInChild() ?? 1);
