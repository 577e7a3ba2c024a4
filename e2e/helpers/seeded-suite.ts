/**
 * One test file's server (with a signed-in user seeded into its database) and browser, started
 * before the file's tests and stopped after them, with a context for a visitor or that user.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newDevice } from './browser.ts';
import { seedSignedInUser } from './seed-session.ts';
import { type RunningServer, startServer } from './server.ts';

export interface SeededSuite {
  /** The server's base address, once the suite has started. */
  readonly url: string;
  visitor(): Promise<{ context: BrowserContext; page: Page }>;
  /** `device` adds to the phone defaults, for example `{ hasTouch: true, isMobile: true }`. */
  signedIn(device?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/** `role: 'admin'` seeds the signed-in user as an admin, for pages whose writes are admins' own. */
export function seededSuite(options: { role?: 'user' | 'admin' } = {}): SeededSuite {
  let server: RunningServer;
  let browser: Browser;
  let session: Awaited<ReturnType<typeof seedSignedInUser>>;

  beforeAll(async () => {
    server = await startServer({}, async (dataDir) => {
      session = await seedSignedInUser(dataDir, undefined, undefined, options.role);
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (signedIn: boolean, device: BrowserContextOptions = {}) => {
    const context = await newDevice(browser, { serviceWorkers: 'block', ...device });
    if (signedIn) await context.addCookies([{ ...session.cookie, url: server.url }]);
    return { context, page: await context.newPage() };
  };
  return {
    get url() {
      return server.url;
    },
    visitor: () => open(false),
    signedIn: (device?: BrowserContextOptions) => open(true, device),
  };
}
