/** Starts the real server process for a benchmark and measures how long it takes to be healthy. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';
import { ensureServerBuild, serverCommand } from '../../scripts/lib/builds.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface BenchServer {
  url: string;
  child: ChildProcess;
  msToHealthy: number;
  rssMb(): number;
  stop(): Promise<void>;
}

let serverBuilt = false;

export async function startBenchServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  if (!serverBuilt) ensureServerBuild();
  serverBuilt = true;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // As `npm start` runs it: the bundle (docs/decisions/148).
  const child = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    // A hang guard: a first start imports the whole library, which took over 60 s on CI's two
    // cores while the test suites ran beside the audit.
    if (performance.now() - started > 180_000) throw new Error('the server did not become healthy in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const msToHealthy = performance.now() - started;
  return {
    url,
    child,
    msToHealthy,
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
