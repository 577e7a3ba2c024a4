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

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    database?: TestDatabase;
    /** Local stand-ins for outside systems (for example the documentation source fetcher). */
    deps?: Partial<Omit<AppDeps, 'config' | 'database' | 'now'>>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
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
    },
  };
}

/** Headers for a JSON call, as the web app sends them. */
export const jsonHeaders = { 'content-type': 'application/json' } as const;
