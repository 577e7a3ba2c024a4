/**
 * Plans over time, with the app's clock in the test's hands: a plan ends when its period does,
 * buying again extends it, switching plans carries the unused time over, monthly deposits come
 * due once each, and `requireFeature` opens and closes premium routes with the plan.
 */
import { type PlanPeriod, paymentMessages } from '@medsutra/contract/payments/api';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, expectLedgerBalanced, signIn } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { completeTestOrder, postOrder } from '../../../test/helpers/payments.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { addMonths } from './calendar.ts';
import { decoratePlans, requireFeature } from './require-feature.ts';

const START = new Date('2026-01-31T06:30:00Z');
let clock = START;
const t = testAppForFile({ now: () => clock });
afterEach(async () => {
  clock = START;
  await expectLedgerBalanced(t.database.handle.db);
});

const db = () => t.database.handle.db;
const DAY = 24 * 60 * 60 * 1000;

async function student() {
  const user = await createUser(db());
  return { ...user, cookie: await signIn(db(), user.id, clock) };
}
type Student = Awaited<ReturnType<typeof student>>;

/** Sessions idle out after 30 days: a student coming back months later signs in again. */
async function returning(user: Student): Promise<Student> {
  return { ...user, cookie: await signIn(db(), user.id, clock) };
}

async function buyPlan(user: Student, planId: 'premium' | 'premiumPlus', period: PlanPeriod = 'month') {
  const created = await postOrder(t.app, user.cookie, { kind: 'plan', planId, period });
  const orderId = created.json().order.id;
  const paid = await completeTestOrder(t.app, user.cookie, orderId, 'success');
  expect(paid.json().order.status).toBe('paid');
}

async function planOf(user: Student) {
  const reply = await t.app.inject({
    url: `/api/user/plan-features/${encodeURIComponent(user.email)}`,
    headers: { cookie: user.cookie },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

/** The plan the header shows: the auth status reads it in the session's statement (decision 070). */
async function headerPlanOf(user: Student) {
  const reply = await t.app.inject({ url: '/api/user/auth-status', headers: { cookie: user.cookie } });
  expect(reply.json()).toMatchObject({ authenticated: true });
  return reply.json().user.plan;
}

/** A premium route, as a later tool will write one. */
async function premiumRoute() {
  const app = Fastify();
  registerErrorHandler(app);
  decoratePlans(app, t.app.plans);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-user-id'];
    if (typeof id === 'string') request.user = { id, email: 'x@example.com', role: 'user' } as SessionUser;
  });
  app.get('/case-generator', async (request) => {
    await requireFeature(request, 'advancedCaseGenerator');
    return { ok: true };
  });
  app.get('/pdf-decoding', async (request) => {
    await requireFeature(request, 'neetPgPdfDecoding');
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('a plan period', () => {
  it('ends by itself: the account returns to Free and premium features close', async () => {
    const route = await premiumRoute();
    let user = await student();
    await buyPlan(user, 'premium');
    const paid = await planOf(user);
    expect(paid).toMatchObject({ plan: '999/month', currentPeriodEnd: addMonths(START, 1).toISOString() });
    expect(await headerPlanOf(user)).toBe('999/month');
    expect(addMonths(START, 1).toISOString()).toBe('2026-02-28T06:30:00.000Z');
    const open = await route.inject({ url: '/case-generator', headers: { 'x-user-id': user.id } });
    expect(open.json()).toEqual({ ok: true });
    const plusOnly = await route.inject({ url: '/pdf-decoding', headers: { 'x-user-id': user.id } });
    expect(plusOnly.statusCode).toBe(403);
    expect(plusOnly.json().message).toBe(paymentMessages.featureNeedsPlan('neetPgPdfDecoding'));

    clock = new Date(addMonths(START, 1).getTime() - 1000);
    user = await returning(user);
    expect((await planOf(user)).plan).toBe('999/month');
    expect(await headerPlanOf(user)).toBe('999/month');

    clock = addMonths(START, 1);
    user = await returning(user);
    expect(await headerPlanOf(user)).toBe('Free');
    expect(await planOf(user)).toEqual({
      success: true,
      plan: 'Free',
      planId: 'free',
      subscribed: false,
      features: {
        advancedCaseGenerator: false,
        researchAssistant: false,
        premiumChat: false,
        prioritySupport: false,
        neetPgPdfDecoding: false,
      },
      currentPeriodEnd: null,
    });
    const closed = await route.inject({ url: '/case-generator', headers: { 'x-user-id': user.id } });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({
      success: false,
      message: 'Advanced case generator is part of Premium. Upgrade on the Plans page to use it.',
    });
    expect((await route.inject({ url: '/case-generator' })).statusCode).toBe(401);
    // The coins deposited stay; no deposit comes after the end.
    expect(await t.app.plans.payDueDeposits()).toBe(0);
    expect((await walletOf(db(), user.id)).coins).toBe(3000);
    await route.close();
  });

  it('is extended by buying the same plan again, and pays a deposit for each month', async () => {
    let user = await student();
    await buyPlan(user, 'premium');
    clock = new Date(START.getTime() + 10 * DAY);
    user = await returning(user);
    await buyPlan(user, 'premium');
    expect((await planOf(user)).currentPeriodEnd).toBe(addMonths(START, 2).toISOString());
    expect((await walletOf(db(), user.id)).coins).toBe(3000);

    clock = addMonths(START, 1);
    expect(await t.app.plans.payDueDeposits()).toBeGreaterThanOrEqual(1);
    expect(await t.app.plans.payDueDeposits()).toBe(0);
    expect((await walletOf(db(), user.id)).coins).toBe(6000);

    clock = addMonths(START, 2);
    await t.app.plans.payDueDeposits();
    expect((await walletOf(db(), user.id)).coins).toBe(6000);
    user = await returning(user);
    expect((await planOf(user)).plan).toBe('Free');
  });

  it('pays six deposits over six months, even when the job missed some days', async () => {
    const user = await student();
    await buyPlan(user, 'premiumPlus', 'sixMonths');
    expect((await walletOf(db(), user.id)).coins).toBe(6000);
    clock = new Date(addMonths(START, 2).getTime() + 3 * DAY);
    await Promise.all([t.app.plans.payDueDeposits(), t.app.plans.payDueDeposits()]);
    expect((await walletOf(db(), user.id)).coins).toBe(18_000);
    clock = new Date(addMonths(START, 7).getTime());
    await t.app.plans.payDueDeposits();
    expect((await walletOf(db(), user.id)).coins).toBe(36_000);
  });

  it('switches plans at once, carrying the unused time over at the monthly prices', async () => {
    let user = await student();
    await buyPlan(user, 'premiumPlus');
    clock = new Date(START.getTime() + 8 * DAY);
    user = await returning(user);
    await buyPlan(user, 'premium');
    const plan = await planOf(user);
    expect(plan).toMatchObject({ plan: '999/month', features: { neetPgPdfDecoding: false } });
    const unused = addMonths(START, 1).getTime() - clock.getTime();
    const expectedEnd = addMonths(clock, 1).getTime() + Math.floor((unused * 1499) / 999);
    expect(new Date(plan.currentPeriodEnd).getTime()).toBe(expectedEnd);
    expect((await walletOf(db(), user.id)).coins).toBe(6000 + 3000);
  });
});
