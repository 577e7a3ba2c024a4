/** Builds the real app on a fresh test database: the one way every server test gets an app. */
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * What no log line may hold, in any test: an argon2 hash, a session cookie's value, a token in a
 * URL. Every test app logs (at debug) into a scanner, so the whole suite is searched, not only
 * the paths written for it (test/log-secrets.test.ts).
 */
const SECRET_IN_LOG = [
  /\$argon2(?:id|i|d)\$/,
  /medsutra_session=[\w-]{20,}/,
  /[?&](?:token|tempToken)=(?!\[redacted\])[\w%-]{20,}/,
];

function secretScanner() {
  const found: string[] = [];
  return {
    found,
    write(line: string) {
      if (SECRET_IN_LOG.some((pattern) => pattern.test(line))) found.push(line.slice(0, 400));
    },
  };
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    database?: TestDatabase;
    /** Local stand-ins for outside systems (for example the documentation source fetcher). */
    deps?: Partial<Omit<AppDeps, 'config' | 'database' | 'now'>>;
  } = {},
): Promise<TestApp> {
  const scanner = secretScanner();
  // A loopback PUBLIC_URL named explicitly, as `npm start` names it: test-mode payments are on.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    logStream: scanner,
    ...options.deps,
    config,
    database: database.handle,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.dispose();
      if (scanner.found.length > 0) {
        throw new Error(`A secret reached the log:\n${scanner.found.join('\n')}`);
      }
    },
  };
}

/** Headers for a JSON call, as the web app sends them. */
export const jsonHeaders = { 'content-type': 'application/json' } as const;
