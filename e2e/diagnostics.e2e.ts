/**
 * App diagnostics in a real browser: a visitor (who may be unable to sign in) opens the second
 * spelling of the page, sees the server reached, and copies a report that carries no address.
 */
import { diagnosticsMessages } from '@medsutra/contract/diagnostics/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newDevice } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('shows a visitor the diagnostics and copies a report without secrets', async () => {
  const context = await newDevice(browser, { serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  await page.goto(`${server.url}/app-diagnostics`);
  await page.getByRole('heading', { level: 1, name: diagnosticsMessages.title }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/app-diagnostic');
  await page.getByText(/Reachable in \d+ ms · database up/).waitFor();

  await page.getByRole('button', { name: diagnosticsMessages.copyReport }).click();
  await page.getByText(diagnosticsMessages.copied).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('MedSutra app diagnostics');
  expect(copied).toMatch(/Server reachable: yes \(HTTP 200\), \d+ ms, database up/);
  expect(copied).toMatch(/Clock offset from server: [+-]?\d+ ms/);
  expect(copied).toMatch(/time zone Asia\/(Kolkata|Calcutta)/);
  expect(copied).not.toMatch(/@|session=|cookie/i);
  await context.close();
});
