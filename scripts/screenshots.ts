/**
 * Screenshots of pages at 360×740 and 1280×800, signed out and signed in, into ./screenshots/.
 * Usage: node scripts/screenshots.ts [/path ...]   (needs a built web app and Chromium)
 */
import fs from 'node:fs';
import path from 'node:path';
import globalSetup from '../e2e/global-setup.ts';
import { launchBrowser } from '../e2e/helpers/browser.ts';
import { seedSignedInUser } from '../e2e/helpers/seed-session.ts';
import { startServer } from '../e2e/helpers/server.ts';

const outDir = path.resolve(import.meta.dirname, '..', 'screenshots');
fs.mkdirSync(outDir, { recursive: true });
const requested = process.argv.slice(2);
const routes = requested.length ? requested : ['/login', '/dashboard', '/about-us', '/pricing-plan'];

await globalSetup();
let cookie: { name: string; value: string } | undefined;
const server = await startServer({}, async (dataDir) => {
  cookie = (await seedSignedInUser(dataDir)).cookie;
});
const browser = await launchBrowser();
try {
  for (const route of routes) {
    for (const [label, viewport] of [
      ['360', { width: 360, height: 740 }],
      ['1280', { width: 1280, height: 800 }],
    ] as const) {
      for (const signedIn of [false, true]) {
        const context = await browser.newContext({ viewport, serviceWorkers: 'block', timezoneId: 'Asia/Kolkata' });
        if (signedIn && cookie) await context.addCookies([{ ...cookie, url: server.url }]);
        const page = await context.newPage();
        await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(600);
        const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${label}-${signedIn ? 'in' : 'out'}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: false });
        await context.close();
      }
    }
  }
  console.info(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
