/**
 * V8 settings of the server process (docs/decisions/020). V8 sizes the young generation for a
 * big heap: its semi-spaces grew to ~80 MB while the few thousand modules loaded at start and
 * were never given back, a third of the process's RSS at idle. 4 MB semi-spaces hold what one
 * request allocates; a scavenge of them takes well under a millisecond.
 * Launchers (scripts/start.ts, the benchmarks) pass these on the command line, where they apply
 * from the first allocation; server.ts also sets them at run time for any other launcher, where
 * they bound the young generation from then on.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
