/**
 * The admin console in a real browser: an admin finds a student, suspends her with a reason, and
 * the student's open tab is signed out; the audit log shows who did it. A student sees the 403
 * page at /admin.
 */
import { adminMessages } from '@medsutra/contract/admin/api';
import { adminScreen } from '@medsutra/contract/admin/screen';
import { loginMessages } from '@medsutra/contract/auth/messages';
import { messages } from '@medsutra/contract/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { launchBrowser, newDevice, PHONE } from './helpers/browser.ts';
import { seedSignedInUser } from './helpers/seed-session.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof seedSignedInUser>>;
let student: Awaited<ReturnType<typeof seedSignedInUser>>;

beforeAll(async () => {
  server = await startServer({}, async (dataDir) => {
    admin = await seedSignedInUser(dataDir, 'meera@example.com', 'Meera Iyer');
    student = await seedSignedInUser(dataDir, 'kavya@example.com', 'Kavya Nair');
    const client = await createPglite({ dataDir });
    await client.query("update users set role = 'admin' where id = $1", [admin.userId]);
    await client.close();
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('suspends a student with a reason: her tab is signed out and the audit log says who', async () => {
  const studentTab = await newDevice(browser, { serviceWorkers: 'block' });
  await studentTab.addCookies([{ ...student.cookie, url: server.url }]);
  const studentPage = await studentTab.newPage();
  await studentPage.goto(`${server.url}/admin`);
  await studentPage.getByRole('heading', { name: messages.forbidden.title }).waitFor();

  const adminTab = await newDevice(browser, { serviceWorkers: 'block', viewport: PHONE });
  await adminTab.addCookies([{ ...admin.cookie, url: server.url }]);
  const page = await adminTab.newPage();
  await page.goto(`${server.url}/admin/users`);
  await page.getByLabel(adminScreen.users.search).fill('kavya');
  await page.getByRole('button', { name: adminScreen.users.searchButton }).click();
  await page.getByRole('link', { name: /Kavya Nair/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Kavya Nair' }).waitFor();
  await page.getByLabel(adminScreen.user.reason).fill('Shared a paid question bank’s answers');
  await page.getByRole('button', { name: adminScreen.user.suspend }).click();
  await page.getByText(adminMessages.suspended).waitFor();
  await page.getByText(/Shared a paid question bank’s answers/).waitFor();

  await studentPage.goto(`${server.url}/dashboard`);
  await studentPage.getByRole('heading', { name: loginMessages.signInTitle }).waitFor();

  await page.getByRole('link', { name: adminScreen.nav.auditLog }).click();
  await page.getByText('user.suspend').waitFor();
  await page
    .getByText(/Meera Iyer/)
    .first()
    .waitFor();
  await adminTab.close();
  await studentTab.close();
});
