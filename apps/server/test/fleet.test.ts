/**
 * The README's fleet, started from the README's own commands (the block after its
 * `fleet-commands` marker): two API processes and a worker on one PostgreSQL, one Redis and S3
 * object storage, behind a load balancer that appends X-Forwarded-For. The test supplies only
 * what is the operator's own: the database, Redis, a local S3 (test/helpers/fake-s3-server.ts,
 * SigV4 checked), the public address (the balancer's), free ports, and a loopback HOST. The build
 * line (`npm ci`) is skipped (the API needs no built web app). Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, signUpOverHttp, uniqueEmail } from './helpers/accounts.ts';
import { type FakeS3, startFakeS3 } from './helpers/fake-s3-server.ts';
import { makePdf, multipartBody } from './helpers/notes.ts';
import {
  freePort,
  repositoryRoot,
  type ServerProcess,
  startServerProcess,
  until,
  waitHealthy,
} from './helpers/server-processes.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from './helpers/test-database.ts';

const redisUrl = process.env.TEST_REDIS_URL || undefined;

interface FleetCommand {
  env: Record<string, string>;
  args: string[];
}

/** `npm run serve`'s Node arguments, from the root package.json (the fleet's lines run it). */
function serveArgs(): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')).scripts;
  const [node, ...args] = String(scripts.serve).split(/\s+/);
  if (node !== 'node') throw new Error(`npm run serve is not a node command: ${scripts.serve}`);
  return args;
}

/** The README's fleet block: the shared `export`s and each `npm run serve -- …` process line. */
function readmeFleet(readme: string): { shared: Record<string, string>; processes: FleetCommand[] } {
  const marker = readme.indexOf('<!-- fleet-commands');
  if (marker < 0) throw new Error('README.md has no fleet-commands block');
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(marker))?.[1] ?? '';
  const shared: Record<string, string> = {};
  const processes: FleetCommand[] = [];
  for (const raw of block.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#') || line.startsWith('npm ci')) continue;
    if (line.startsWith('export ')) {
      // NAME=value or NAME="a value with spaces", as a shell reads them.
      for (const [, name, quoted, plain] of line.slice(7).matchAll(/([A-Z0-9_]+)=(?:"([^"]*)"|(\S*))/g)) {
        shared[name!] = quoted ?? plain ?? '';
      }
      continue;
    }
    const words = line.split(/\s+/);
    const env: Record<string, string> = {};
    while (words[0] && /^[A-Z_]+=/.test(words[0])) {
      const [name, ...value] = words.shift()!.split('=');
      env[name!] = value.join('=');
    }
    if (words.splice(0, 4).join(' ') !== 'npm run serve --')
      throw new Error(`a fleet line the test cannot run: ${line}`);
    processes.push({ env, args: [...serveArgs(), ...words] });
  }
  return { shared, processes };
}

/** The load balancer: forwards to the APIs in turn and appends the client's address, as one does. */
function startBalancer(upstreams: number[]) {
  let next = 0;
  const served = new Map<number, number>();
  const server = http.createServer((request, response) => {
    const port = upstreams[next++ % upstreams.length]!;
    served.set(port, (served.get(port) ?? 0) + 1);
    const forwarded = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '';
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return { server, served };
}

describe.skipIf(!onPostgres || !redisUrl)("the README's fleet", () => {
  const fleet = readmeFleet(fs.readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8'));
  let database: TestDatabase;
  let s3: FakeS3;
  let balancer: ReturnType<typeof startBalancer> | undefined;
  let base: string;
  const servers: ServerProcess[] = [];
  const apiPorts: number[] = [];

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase(), startFakeS3()]);
    const balancerPort = await freePort();
    base = `http://127.0.0.1:${balancerPort}`;
    // The operator's own values, in place of the README's examples.
    const own: Record<string, string> = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      PUBLIC_URL: base,
    };
    for (const name of Object.keys(own)) expect(fleet.shared, `the README's fleet sets ${name}`).toHaveProperty(name);
    const starting: Promise<void>[] = [];
    for (const command of fleet.processes) {
      const env = { ...fleet.shared, ...command.env, ...own };
      const api = command.args.includes('--role=api');
      if (api) {
        env.PORT = String(await freePort());
        env.HOST = '127.0.0.1';
        apiPorts.push(Number(env.PORT));
      }
      const server = startServerProcess(command.args, env);
      servers.push(server);
      if (api) starting.push(waitHealthy(`http://127.0.0.1:${env.PORT}`, server));
    }
    await Promise.all(starting);
    const started = startBalancer(apiPorts);
    balancer = started;
    await new Promise<void>((resolve) => started.server.listen(balancerPort, '127.0.0.1', resolve));
    // Four cold server processes at once: on a busy two-core CI machine each can take most of a minute.
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    // When the start timed out there is no balancer: closing it would wait forever.
    const started = balancer;
    if (started) {
      started.server.closeAllConnections();
      await new Promise((resolve) => started.server.close(resolve));
    }
    await s3?.close();
    await database?.dispose();
  });

  it('is two APIs behind the balancer and one worker, as the README says', () => {
    expect(fleet.processes.map((command) => command.args.at(-1))).toEqual([
      '--role=api',
      '--role=api',
      '--role=worker',
    ]);
    for (const command of fleet.processes.slice(0, 2)) expect(command.env.TRUST_PROXY).toBe('1');
  });

  it('serves a student through either API: files in S3, previews drawn by the worker, limits shared', async () => {
    const email = uniqueEmail('fleet');
    const cookie = await signUpOverHttp(base, email);

    // An upload lands in object storage, its thumbnail drawn in a child process of the API.
    const body = multipartBody('file', 'plexus.pdf', await makePdf(3, 'Fleet notes'));
    const upload = await fetch(`${base}/api/pdfs`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': body.contentType },
      body: body.payload,
    });
    expect(upload.status).toBe(201);
    const { pdf } = (await upload.json()) as { pdf: { id: string; pageCount: number; hasThumbnail: boolean } };
    expect(pdf).toMatchObject({ pageCount: 3, hasThumbnail: true });
    expect([...s3.objects.keys()].some((key) => key.includes(pdf.id))).toBe(true);

    // Listed in the store: the worker draws the previews; either API serves them from S3.
    const listing = await fetch(`${base}/api/stores/listings`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({
        pdfId: pdf.id,
        title: 'Brachial plexus in one page',
        description: 'Roots, trunks, divisions, cords and branches.',
        priceCoins: 100,
        previewPages: [1, 2],
      }),
    });
    expect(listing.status).toBe(201);
    const { listing: created } = (await listing.json()) as { listing: { id: string } };
    await until('previews drawn by the worker', 30_000, async () => {
      const reply = await fetch(`${base}/api/stores/listings/${created.id}`, { headers: { cookie } });
      return ((await reply.json()) as { listing: { previewStatus: string } }).listing.previewStatus === 'ready';
    });
    for (let i = 0; i < 2; i++) {
      const preview = await fetch(`${base}/api/stores/listings/${created.id}/previews/1`, { headers: { cookie } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/png');
    }

    // Wrong passwords, each claiming another address: the balancer's hop is the one believed, and
    // Redis counts the failures across both APIs, so the eleventh is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email, password: `wrong-${crypto.randomUUID()}`, deviceFingerprint: fingerprint() }),
      });
      statuses.push(reply.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Both APIs took their share.
    expect([...balancer!.served.values()].every((count) => count > 5)).toBe(true);
    expect(balancer!.served.size).toBe(2);
  }, 60_000);
});
