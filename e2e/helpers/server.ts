/**
 * Runs the real server process, as `npm start` does (its bundle, apps/server/dist: decision 148),
 * on a copy of a migrated embedded database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';
import { serverCommand } from '../../scripts/lib/builds.ts';
import { libraryFixturesDir, templateDataDir } from './paths.ts';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output(): string;
  /** `keepData`: leave the database folder for the test to read after the server has let go of it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-e2e-'));
  fs.cpSync(templateDataDir, dataDir, { recursive: true });
  await prepare?.(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      LIBRARY_CONTENT_DIR: libraryFixturesDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  // A hang guard, just inside the 120 s hook timeout: on a busy shared 2-core machine a cold start
  // (PGlite, the migrated copy, and for first-week the whole library) has passed 75 s.
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the failed hook (its test file never gets the server to stop).
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    dataDir,
    output: () => output,
    async stop(options = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
