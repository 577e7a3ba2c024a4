/**
 * "Your data" on the Profile page, at a phone's width and a laptop's: the export is prepared in the
 * background and its link downloads the ZIP; deleting the account shows the date and can be
 * cancelled. The seeded account has no password, so it confirms with the tick (Google-only rule).
 */
import { accountDataMessages as text } from '@medsutra/contract/account/data';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './helpers/browser.ts';
import { seededSuite } from './helpers/seeded-suite.ts';

const suite = seededSuite();

describe.each([
  ['phone', PHONE],
  ['laptop', DESKTOP],
])('on a %s', (_name, viewport) => {
  it('downloads my data, then schedules and cancels the deletion of my account', async () => {
    const { context, page } = await suite.signedIn();
    await page.setViewportSize(viewport);
    await page.goto(`${suite.url}/user-profile`);
    const card = page.locator('section, div', { has: page.getByRole('heading', { name: text.title }) }).last();
    await page.getByRole('heading', { name: text.title }).waitFor();

    await page.getByRole('button', { name: text.downloadStart }).click();
    const link = page.getByRole('link', { name: text.downloadLink });
    await link.waitFor({ timeout: 30_000 });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/account\/export\/[0-9a-f-]{36}\/download$/);
    const zip = await context.request.get(`${suite.url}${href}`);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');

    await page.getByRole('button', { name: text.deleteButton }).click();
    await page.getByText(text.confirmRequired).waitFor();
    await page.getByRole('checkbox', { name: text.deleteConfirm }).check();
    await page.getByRole('button', { name: text.deleteButton }).click();
    await page.getByText(/Your account will be deleted on /).waitFor();
    await page.getByRole('button', { name: text.deleteCancel }).click();
    await page.getByText(text.deleteCancelled).waitFor();

    // Nothing of the card sticks out of the screen.
    expect(await card.isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('the privacy policy', () => {
  it('describes these two actions and names the Grievance Officer from configuration', async () => {
    const { context, page } = await suite.visitor();
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.url}/privacy-policy`);
    await page.getByRole('heading', { name: 'Download your data and delete your account' }).waitFor();
    await page.getByText(/Download my data: we prepare a ZIP file/).waitFor();
    await page.getByText(/signing in during those 7 days also cancels the deletion/).waitFor();
    // The server's default GRIEVANCE_EMAIL (the browser suite runs with the defaults).
    expect(await page.getByText('grievance@medsutra.in').count()).toBeGreaterThan(0);
    await context.close();
  });
});
