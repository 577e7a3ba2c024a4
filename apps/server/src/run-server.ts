/**
 * The process: read config, open and migrate the database, listen, and shut down gracefully.
 * Started by server.ts; loading this file starts nothing.
 */
import { applyRoleFlag, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.ts';

/** How long a listening server's job queue waits after the app is ready. */
const JOBS_START_DELAY_MS = 1000;

async function main() {
  const startedAt = performance.now();
  const config = applyRoleFlag(loadConfig(), process.argv.slice(2));
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.dataDirPath);
  let database: DatabaseHandle | undefined;
  try {
    // The app's modules load while the database starts: PGlite compiles its WebAssembly off the
    // main thread, so the two overlap instead of adding up (start to healthy budget: 1.5 s).
    const appModule = import('./app.ts');
    appModule.catch(() => {});
    // Where start-up time goes, in the start line's log (ms since start at the end of each step).
    const phasesMs: Record<string, number> = {};
    const phase = (name: string) => {
      phasesMs[name] = Math.round(performance.now() - startedAt);
    };
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDirPath });
    phase('database');
    await database.migrate();
    phase('migrate');
    const { buildApp } = await appModule;
    phase('modules');
    // A server that listens lets its first requests go before the job queue loads and starts
    // (decision 071); a worker serves no requests, so its queue starts at once.
    const jobsStartDelayMs = config.JOBS_ROLE === 'worker' ? 0 : JOBS_START_DELAY_MS;
    const app = await buildApp({ config, database, jobsStartDelayMs });
    phase('app');
    // The library's files: only what changed since the last start is read and written.
    const { importRepositoryLibrary } = await import('./modules/library/content-sync.ts');
    await importRepositoryLibrary({ db: database.db, root: config.libraryContentPath, logger: app.log });
    phase('library');
    if (config.JOBS_ROLE === 'worker') {
      // A worker serves no HTTP: it runs the job queue, which starts when the app is ready.
      await app.ready();
      app.log.info(
        { database: database.kind, role: 'worker', startupMs: Math.round(performance.now() - startedAt), phasesMs },
        'MedSutra worker is running jobs',
      );
    } else {
      await app.ready();
      phase('ready');
      await app.listen({ port: config.PORT, host: config.HOST });
      phase('listening');
      app.log.info(
        {
          database: database.kind,
          role: config.JOBS_ROLE,
          startupMs: Math.round(performance.now() - startedAt),
          phasesMs,
        },
        `MedSutra is running at ${config.PUBLIC_URL}`,
      );
    }

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) {
        app.log.warn(`${signal} received again: exiting at once`);
        process.exit(1);
      }
      closing = true;
      app.log.info(`${signal} received: finishing requests in flight, then stopping`);
      try {
        await app.close();
        await database?.close();
      } finally {
        releaseLock();
        process.exit(0);
      }
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

export function runServer(): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error('MedSutra failed to start:', error);
    }
    process.exit(1);
  });
}
