/**
 * A process killed in the middle of a job (SIGKILL: no graceful stop hands it back) leaves the
 * job "active". The next process must pick it up within a minute of starting, not after the job's
 * whole expiry (15 minutes for a mindmap, with its coins charged meanwhile). Real processes, with
 * the default job settings; on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpOverHttp, uniqueEmail } from './helpers/accounts.ts';
import { freePort } from './helpers/free-port.ts';
import { until } from './helpers/server-processes.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from './helpers/test-database.ts';

const serverEntry = path.resolve(import.meta.dirname, '..', 'src', 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-crash-'));
const children: ChildProcess[] = [];
let database: TestDatabase | null = null;

/** A chat-completions endpoint that takes requests and never answers: the job stays running. */
let received = 0;
const silentModel = http.createServer(() => {
  received++;
});

beforeAll(async () => {
  await new Promise<void>((resolve) => silentModel.listen(0, '127.0.0.1', resolve));
  if (onPostgres) database = await createTestDatabase();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  silentModel.closeAllConnections();
  await new Promise((resolve) => silentModel.close(resolve));
  await database?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AI_BASE_URL: '',
      AI_API_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited };
}

const healthy = (base: string) => until('healthy', 100_000, async () => (await fetch(`${base}/api/health`)).ok);

it('picks up a job whose process died within a minute of the restart', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const modelUrl = `http://127.0.0.1:${(silentModel.address() as AddressInfo).port}/v1`;
  const first = startServer(port, { AI_BASE_URL: modelUrl, AI_API_KEY: 'test', AI_MAX_RETRIES: '0' });
  await healthy(base);

  // A student signs up (250 welcome coins) and asks for a mindmap; the worker starts it.
  const email = uniqueEmail('crash');
  const cookie = await signUpOverHttp(base, email);
  const generate = await fetch(`${base}/api/mindmap/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ topic: 'Infective endocarditis', userEmail: email }),
  });
  expect(generate.status).toBe(202);
  const { mindmapId } = (await generate.json()) as { mindmapId: string };
  await until('the job running in the first process', 30_000, async () => received > 0);

  first.child.kill('SIGKILL');
  await first.exited;

  // The next process has no model configured: it finishes the job with the offline outline.
  startServer(port, {});
  await healthy(base);
  const restarted = Date.now();
  const mindmap = await until('the mindmap ready after the restart', 60_000, async () => {
    const reply = await fetch(`${base}/api/mindmaps/item/${mindmapId}`, { headers: { cookie } });
    const body = (await reply.json()) as { mindmap?: { status: string; source: string | null } };
    return body.mindmap?.status === 'ready' ? body.mindmap : null;
  });
  expect(Date.now() - restarted).toBeLessThan(60_000);
  expect(mindmap.source).toBe('offline');
}, 180_000);
