/**
 * Offline, for a student who used the app online before: a downloaded note opens from the offline
 * notes list and is shown from this device (through the service worker, with no network).
 */
import { offlineNoteMessages } from '@medsutra/contract/notes/offline-messages';
import { comingSoonMessages } from '@medsutra/contract/shell/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newDevice } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';
import { signUpInContext } from './helpers/signed-up-student.ts';

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

const EMAIL = `offline.${Date.now()}@example.com`;
const PASSWORD = 'Exam ready 2026!';
const NOTE = {
  id: 'note-42',
  title: 'Brachial plexus',
  subject: 'Anatomy',
  content: 'Roots, trunks, divisions, cords, branches.\nRead That Damn Cadaver Book.',
  savedAt: '2026-11-20T10:00:00Z',
};

/** Signed up, online once (so the app remembers the student), the service worker in control. */
async function studentOnline(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newDevice(browser, { serviceWorkers: 'allow' });
  await signUpInContext(context, server.url, {
    email: EMAIL,
    password: PASSWORD,
    fullName: 'Asha Rao',
    deviceFingerprint: `DEVICE_${'c'.repeat(32)}`,
    deviceInfo: { deviceName: 'Android', userAgent: 'Mozilla/5.0', screenResolution: '360x740' },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/offline-notes`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
    });
  return { context, page };
}

it('opens a downloaded note offline from the list, at /my-notes?offline=true&noteId=…', async () => {
  const { context, page } = await studentOnline();
  // The note as the download step stores it: IndexedDB `medsutra`, key offline_notes_{email}.
  await page.evaluate(
    ({ email, note }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('medsutra', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put([note], `offline_notes_${email}`);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { email: EMAIL, note: NOTE },
  );
  await page.reload();
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(NOTE.title) }).click();
  await page.waitForURL(/\/my-notes\?offline=true&noteId=note-42$/);
  await page.getByRole('heading', { level: 1, name: NOTE.title }).waitFor();
  await page.getByText('Read That Damn Cadaver Book.').waitFor();
  expect(await page.getByText(offlineNoteMessages.savedOnDevice, { exact: false }).count()).toBe(1);
  expect(await page.getByText(comingSoonMessages.title).count()).toBe(0);
  await context.setOffline(false);
  await context.close();
});
