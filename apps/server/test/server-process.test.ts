/** The real process: start, refuse a second server on the same data, stop cleanly on SIGTERM. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './helpers/free-port.ts';

const serverEntry = path.resolve(import.meta.dirname, '..', 'src', 'server.ts');
/** The test library (a few dozen items): a first start imports it, and the subject here is the lock. */
const libraryFixturesDir = path.resolve(import.meta.dirname, 'fixtures', 'library');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-process-'));
const children: ChildProcess[] = [];

function startServer(port: number) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      LIBRARY_CONTENT_DIR: libraryFixturesDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

/** Healthy, or the process ended first (no point waiting out the clock for a server that is gone). */
async function waitForHealth(server: ReturnType<typeof startServer>, timeoutMs = 100_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return 'exited' as const;
    try {
      const reply = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (reply.ok) return 'healthy' as const;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy in ${timeoutMs / 1000} s:\n${server.output()}`);
}

/**
 * The first server, on a free port. CI runs other servers beside this suite: if one takes the port
 * between the pick and the listen (EADDRINUSE), pick again; any other end is a failure.
 */
async function startHealthyServer() {
  for (let attempt = 1; ; attempt++) {
    const server = startServer(await freePort());
    if ((await waitForHealth(server)) === 'healthy') return server;
    if (attempt === 3 || !server.output().includes('EADDRINUSE')) {
      throw new Error(`the server ended before it was healthy:\n${server.output()}`);
    }
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('refuses a second server on the same data directory and stops gracefully on SIGTERM', async () => {
  const first = await startHealthyServer();

  const second = startServer(await freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain('is already using the data directory');

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'medsutra.lock'))).toBe(false);
}, 120_000);
