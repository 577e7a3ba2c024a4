/**
 * Grand tests in the browser at 360 px: the dashboard tile names the open test, the student starts
 * it from the Grand tests page, answers on the test screen, submits and lands on a provisional
 * rank; an FMGE grand test is sat in its two parts, each on its own clock. The browser tests' library
 * is the small fixed one, so the server's database gets 720 plain questions before it starts (two
 * NEET PG grand tests of 200 and one FMGE of 300).
 */
import { grandTestScreenText as gt } from '@medsutra/contract/grand-tests/screen';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { DESKTOP, launchBrowser, newDevice } from './helpers/browser.ts';
import { seedSignedInUser } from './helpers/seed-session.ts';
import { type RunningServer, startServer } from './helpers/server.ts';
import { signedUpStudent } from './helpers/signed-up-student.ts';

const shots = process.env.E2E_SHOTS_DIR;
let server: RunningServer;
let browser: Browser;
let adminCookie: { name: string; value: string };

async function seedQuestions(dataDir: string) {
  const client = await createPglite({ dataDir });
  try {
    for (let i = 1; i <= 720; i++) {
      const n = String(i).padStart(3, '0');
      await client.query(
        `insert into library_questions (id, subject_id, subtopic_id, difficulty, format, stem, options, answer_index,
           explanation, "references", exams, version, source, licence)
         values ($1, 'medicine', 'medicine.endocrine.dka', $2, 'single', $3, $4, 0, $5, $6, $7, 'v1', 'e2e', 'test')`,
        [
          `medicine.gte2e${n}`,
          ['easy', 'medium', 'hard'][i % 3],
          `Grand test practice question ${n}: which of these is the first option?`,
          JSON.stringify(['The first option', 'The second option', 'The third option', 'The fourth option']),
          'The first option is keyed.',
          JSON.stringify(['MedSutra browser test fixture, 2026']),
          JSON.stringify(i <= 420 ? ['neet-pg'] : ['fmge']),
        ],
      );
    }
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  server = await startServer({}, async (dataDir) => {
    adminCookie = (await seedSignedInUser(dataDir, 'admin@example.com', 'Admin Person', 'admin')).cookie;
    await seedQuestions(dataDir);
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminPage(viewport = DESKTOP): Promise<Page> {
  const context = await newDevice(browser, { serviceWorkers: 'block', viewport });
  await context.addCookies([{ ...adminCookie, url: server.url }]);
  return context.newPage();
}

/** An admin creates and publishes a grand test through the API (the admin screen is shot below). */
async function publishGrandTest(
  page: Page,
  title: string,
  opensAt: Date,
  closesAt: Date,
  pattern: 'neet-pg' | 'fmge' = 'neet-pg',
) {
  const headers = { origin: server.url };
  const created = await page.request.post(`${server.url}/api/admin/grand-tests`, {
    headers,
    data: { pattern, title, opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.post(`${server.url}/api/admin/grand-tests/${id}/publish`, { headers, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

it('on a phone: the tile names the open test, start, answer, submit, a provisional rank', async () => {
  const admin = await adminPage();
  const opensAt = new Date(Date.now() + 6_000);
  await publishGrandTest(admin, 'Sunday grand test', opensAt, new Date(opensAt.getTime() + 4 * 3600_000));
  await publishGrandTest(
    admin,
    'Next Sunday grand test',
    new Date(Date.now() + 7 * 86400_000),
    new Date(Date.now() + 8 * 86400_000),
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt.getTime() - Date.now() + 500)));

  const page = await signedUpStudent(browser, server.url);
  await page.goto(`${server.url}/dashboard`);
  const tile = page.locator('[aria-labelledby="grand-test-tile"]');
  await tile.getByText(gt.tileOpen('Sunday grand test')).waitFor();
  await expectNoSidewaysScroll(page);
  await tile.scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-dashboard-360.png` });

  await tile.getByRole('link', { name: gt.tileGo }).click();
  const open = page.getByRole('region', { name: gt.openNow });
  await open.getByText('Sunday grand test', { exact: true }).waitFor();
  await page.getByRole('region', { name: gt.upcoming }).getByText('Next Sunday grand test').waitFor();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-list-360.png`, fullPage: true });

  await open.getByRole('button', { name: gt.start }).click();
  await page.getByRole('heading', { name: text.questionOf(1, 200) }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/test');
  // The exam screen's clock counts the pattern's 210 minutes.
  expect(await page.getByTestId('time-left').textContent()).toMatch(/^3:(29|30):\d\d$/);
  await page.locator('fieldset input[type="radio"]').first().check();
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-exam-360.png` });

  await page.getByRole('button', { name: text.submit }).click();
  const confirm = page.getByRole('dialog', { name: text.submitTitle });
  await confirm.getByRole('button', { name: text.submitNow }).click();
  await page.waitForURL(/\/grand-tests\/result\?id=/);
  const status = page.getByRole('status').filter({ hasText: /^Provisional/ });
  await status.waitFor();
  // One answer of 200 (+4 right, −1 wrong); the only taker so far is first.
  const score = page.locator('dl > div').filter({ hasText: gt.score });
  expect(await score.textContent()).toMatch(new RegExp(`^${gt.score}(4|-1)${gt.outOf(800)}$`));
  const rank = page.locator('dl > div').filter({ hasText: gt.rank });
  expect(await rank.textContent()).toBe(`${gt.rank}#1${gt.takers(1)}`);
  await page.getByText(gt.wrongLater).waitFor();
  await page.getByRole('list', { name: gt.leaderboardTitle }).getByText('#1').waitFor();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-result-360.png`, fullPage: true });

  // A second start (a stale page) returns the same, submitted attempt: no second sitting.
  await page.goto(`${server.url}/grand-tests`);
  await page
    .getByRole('region', { name: gt.openNow })
    .getByText(/^My score: (4|-1)$/)
    .waitFor();
  expect(await page.getByRole('button', { name: gt.start }).count()).toBe(0);

  if (shots) {
    await page.screenshot({ path: `${shots}/grand-tests-list-after-360.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${shots}/grand-tests-list-1280.png`, fullPage: true });
    await page.goBack();
    await page.locator('dl > div').filter({ hasText: gt.rank }).waitFor();
    await page.screenshot({ path: `${shots}/grand-tests-result-1280.png`, fullPage: true });
    await admin.goto(`${server.url}/admin/grand-tests`);
    await admin.getByRole('button', { name: gt.adminPreview }).first().click();
    await admin
      .getByText(/^1\. Grand test practice question/)
      .first()
      .waitFor();
    await admin.screenshot({ path: `${shots}/grand-tests-admin-1280.png` });
    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.screenshot({ path: `${shots}/grand-tests-admin-360.png` });
  }
});

it('on a phone: an FMGE grand test is sat in two parts, part 1 locked once part 2 starts, scored over 300', async () => {
  const admin = await adminPage();
  const opensAt = new Date(Date.now() + 6_000);
  await publishGrandTest(admin, 'FMGE grand test', opensAt, new Date(opensAt.getTime() + 6 * 3600_000), 'fmge');
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt.getTime() - Date.now() + 500)));

  const page = await signedUpStudent(browser, server.url);
  await page.goto(`${server.url}/grand-tests`);
  const open = page.getByRole('region', { name: gt.openNow });
  const card = open.locator('[aria-labelledby^="grand-test-"]').filter({ hasText: 'FMGE grand test' });
  await card.getByText(gt.fmgeParts).waitFor();
  await card.getByRole('button', { name: gt.start }).click();

  // Part 1: 150 questions on its own 150-minute clock.
  await page.getByRole('heading', { name: text.questionOf(1, 150) }).waitFor();
  expect(await page.getByTestId('exam-part-label').textContent()).toBe(text.partOf(1, 2));
  expect(await page.getByTestId('time-left').textContent()).toMatch(/^2:(29|30):\d\d$/);
  await page.locator('fieldset input[type="radio"]').first().check();
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-fmge-part1-360.png` });
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: text.submitPart(1) }).click();
  const confirmPart = page.getByRole('dialog', { name: text.submitPartTitle(1) });
  await confirmPart.getByText(text.submitPartSummary(149, 150, 1)).waitFor();
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-fmge-confirm-part-360.png` });
  await confirmPart.getByRole('button', { name: text.submitPartNow(1) }).click();

  // Part 2: its own 150 questions and a fresh clock.
  await expect.poll(() => page.getByTestId('exam-part-label').textContent()).toBe(text.partOf(2, 2));
  await page.getByRole('heading', { name: text.questionOf(1, 150) }).waitFor();
  expect(await page.getByTestId('time-left').textContent()).toMatch(/^2:(29|30):\d\d$/);
  await page.locator('fieldset input[type="radio"]').first().check();
  await page.getByTestId('sync-status').getByText(text.allSynced).waitFor();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-fmge-part2-360.png` });

  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('dialog', { name: text.submitTitle }).getByRole('button', { name: text.submitNow }).click();
  await page.waitForURL(/\/grand-tests\/result\?id=/);
  // Two answers of 300, +1 each when right and nothing off when wrong.
  const score = page.locator('dl > div').filter({ hasText: gt.score });
  await score.waitFor();
  expect(await score.textContent()).toMatch(new RegExp(`^${gt.score}[0-2]${gt.outOf(300)}$`));
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/grand-tests-fmge-result-360.png`, fullPage: true });
});
