/**
 * One app for a whole test file, in place of the `let t` / beforeAll / afterAll lines each file
 * wrote: `const t = testAppForFile({ now: () => clock })` at the top of the file.
 */
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/**
 * Built before the file's tests (then `setup`, for seed data) and closed after them, where a
 * secret in its log fails the file. Read it as the TestApp it stands for, from inside tests and
 * hooks; before it is built it throws rather than hand out nothing.
 */
export function testAppForFile(
  {
    skip = false,
    ...options
  }: NonNullable<Parameters<typeof buildTestApp>[0]> & {
    /** Leaves the app unbuilt: a file whose tests all skip (the race tests off PostgreSQL). */
    skip?: boolean;
  } = {},
  setup?: (t: TestApp) => Promise<unknown>,
): TestApp {
  let built: TestApp | undefined;
  const ready = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: use it from a test or a hook.');
    return built;
  };
  beforeAll(async () => {
    if (skip) return;
    built = await buildTestApp(options);
    await setup?.(built);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    close: () => ready().close(),
  };
}
