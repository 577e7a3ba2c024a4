/**
 * The process entry. `npm start` runs its bundle (dist/server.js, written by cli/bundle.ts, with
 * the V8 flag of scripts/lib/builds.ts' serverCommand; docs/decisions/148); `npm run dev` and the
 * tests run this file from source, as Node 24 strips the types.
 */
import { runServer } from './run-server.ts';

runServer();
