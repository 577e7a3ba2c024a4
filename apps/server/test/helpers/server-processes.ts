/**
 * Real server processes for fleet tests: started as `node apps/server/src/server.ts`, with the
 * environment given, and stopped (SIGKILL) when the test ends. Their output is kept for a failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const serverEntry = path.resolve(import.meta.dirname, '..', '..', 'src', 'server.ts');
export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** A port nothing listens on now (asked of the kernel, then let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function startServerProcess(
  args: readonly string[],
  env: Record<string, string>,
  options: { cwd?: string } = {},
): ServerProcess {
  const child = spawn(process.execPath, [...args], {
    cwd: options.cwd ?? repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', AI_BASE_URL: '', AI_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | null | undefined | false>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for /api/health; a process that exits first fails with its output. */
export async function waitHealthy(base: string, server: ServerProcess, timeoutMs = 100_000) {
  const healthy = until(`${base} healthy`, timeoutMs, async () => (await fetch(`${base}/api/health`)).ok);
  const died = server.exited.then((code) => {
    throw new Error(`the server at ${base} exited (${code}) before it was healthy:\n${server.output()}`);
  });
  await Promise.race([healthy, died]).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`);
  });
}
