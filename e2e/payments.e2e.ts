/**
 * Plans, checkout and payments in a real browser against the real server in test mode (no
 * Razorpay configured): upgrading to Premium, a failed payment, a coin pack, and the
 * payment-status page for each outcome.
 */
import crypto from 'node:crypto';
import { WELCOME_BONUS_COINS } from '@medsutra/contract/economy/table';
import { paymentMessages } from '@medsutra/contract/payments/messages';
import { paymentApiPaths } from '@medsutra/contract/payments/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A new student, signed up through the API (the accounts tests cover the form). */
async function student(): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await newDevice(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  const email = `pay.${crypto.randomBytes(5).toString('hex')}@example.com`;
  const reply = await page.request.post(`${server.url}/api/auth/signup`, {
    headers: { origin: server.url },
    data: {
      email,
      password: 'Exam ready 2026!',
      confirmPassword: 'Exam ready 2026!',
      fullName: 'Asha Rao',
      deviceFingerprint: `DEVICE_e2e_${crypto.randomBytes(6).toString('hex')}`,
    },
  });
  expect(reply.status()).toBe(201);
  return { context, page, email };
}

async function planFeatures(page: Page, email: string) {
  const reply = await page.request.get(`${server.url}/api/user/plan-features/${encodeURIComponent(email)}`);
  return reply.json();
}

async function coinBalance(page: Page, email: string): Promise<number> {
  const reply = await page.request.get(`${server.url}/api/med-coins/balance?email=${encodeURIComponent(email)}`);
  return (await reply.json()).balance;
}

async function payInTestMode(page: Page, outcome: 'success' | 'failure', price: string) {
  await page.getByText(paymentMessages.testModeExplainer).waitFor();
  await page.getByRole('button', { name: paymentMessages.payButton(Number(price)) }).click();
  await page
    .getByRole('button', {
      name: outcome === 'success' ? paymentMessages.simulateSuccess : paymentMessages.simulateFailure,
    })
    .click();
  await page.waitForURL(/\/payment-status\?order=/);
}

describe('checkout in test mode', () => {
  it('upgrades to Premium from the pricing page and shows the plan and its features', async () => {
    const { context, page, email } = await student();
    await page.goto(`${server.url}/pricing-plan`);
    await page.getByRole('link', { name: 'Choose Premium', exact: true }).click();
    await page.waitForURL(`${server.url}/checkout?plan=premium`);
    await page.getByText('TEST MODE').first().waitFor();
    await page.getByText('₹999', { exact: true }).first().waitFor();
    await payInTestMode(page, 'success', '999');

    await page.getByRole('heading', { name: paymentMessages.status.paid.title }).waitFor();
    const planNow = page.getByTestId('plan-now');
    await planNow.getByText(/You are on Premium until/).waitFor();
    // The receipt claims only what the plan gives today (features still unbuilt would be named as coming soon).
    await planNow.getByRole('listitem').filter({ hasText: '3,000 Med Coins deposited every month' }).waitFor();
    await planNow.getByRole('listitem').filter({ hasText: 'Support replies in 12-24 hours' }).waitFor();
    // Every Premium tool is built now, so nothing is named as coming soon. No AI model on this
    // server: research and the case generator are named apart as needing one, not listed as
    // included (decision 122).
    await planNow.getByRole('listitem').filter({ hasText: 'Premium chat' }).waitFor();
    const needsModel = planNow.getByTestId('plan-needs-model');
    await needsModel.getByText(/AI research assistant/).waitFor();
    await needsModel.getByText(/Advanced case generator/).waitFor();
    expect(await planNow.getByRole('listitem').filter({ hasText: 'Advanced case generator' }).count()).toBe(0);
    expect(await planNow.getByTestId('plan-coming-soon').count()).toBe(0);

    const plan = await planFeatures(page, email);
    expect(plan).toMatchObject({
      plan: '999/month',
      features: { advancedCaseGenerator: true, neetPgPdfDecoding: false },
    });
    expect(await coinBalance(page, email)).toBe(WELCOME_BONUS_COINS + 3000);

    await page.goto(`${server.url}/dashboard`);
    await page.getByText('Premium', { exact: true }).waitFor();
    await context.close();
  });

  it('says a failed payment failed and leaves the plan and coins as they were', async () => {
    const { context, page, email } = await student();
    await page.goto(`${server.url}/checkout?plan=premiumPlus&period=sixMonths`);
    await page.getByText('₹5,037', { exact: true }).first().waitFor();
    await payInTestMode(page, 'failure', '5037');
    await page.getByRole('heading', { name: paymentMessages.status.failed.title }).waitFor();
    await page.getByText(paymentMessages.status.failed.body).waitFor();
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    expect(await planFeatures(page, email)).toMatchObject({ plan: 'Free', currentPeriodEnd: null });
    expect(await coinBalance(page, email)).toBe(WELCOME_BONUS_COINS);

    // Try again goes back to the same item.
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(`${server.url}/checkout?plan=premiumPlus&period=sixMonths`);
    await context.close();
  });

  it('buys a coin pack from the Med Coins store and the balance rises', async () => {
    const { context, page, email } = await student();
    await page.goto(`${server.url}/medcoinsstore`);
    await page.getByText('TEST MODE').first().waitFor();
    await page.getByRole('link', { name: 'Buy 5,000 coins' }).click();
    await page.waitForURL(`${server.url}/checkout?pack=coins-5000`);
    await payInTestMode(page, 'success', '449');
    await page.getByRole('heading', { name: paymentMessages.status.paid.title }).waitFor();
    await page.getByText('5,000 Med Coins').first().waitFor();
    expect(await coinBalance(page, email)).toBe(WELCOME_BONUS_COINS + 5000);
    expect((await planFeatures(page, email)).plan).toBe('Free');
    await context.close();
  });
});

describe('/payment-status', () => {
  it('shows a payment still waiting as pending, and asks a visitor to sign in', async () => {
    const { context, page } = await student();
    const created = await page.request.post(`${server.url}${paymentApiPaths.orders}`, {
      headers: { origin: server.url },
      data: { item: { kind: 'coinPack', packId: 'coins-1000' } },
    });
    expect(created.status()).toBe(201);
    const { order } = await created.json();
    await page.goto(`${server.url}/payment-status?order=${order.id}`);
    await page.getByRole('heading', { name: paymentMessages.status.created.title }).waitFor();
    await page.getByText('₹99', { exact: true }).waitFor();

    await page.goto(`${server.url}/payment-status`);
    await page.getByText(paymentMessages.missingOrder).waitFor();

    const visitor = await newDevice(browser, { serviceWorkers: 'block' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.url}/payment-status?order=${order.id}`);
    await visitorPage.getByText(paymentMessages.signInToSee).waitFor();
    await visitor.close();
    await context.close();
  });
});
