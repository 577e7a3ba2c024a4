// @vitest-environment happy-dom
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { errorReplySchema } from '@medsutra/contract/http/api';
import {
  createOrderReplySchema,
  createOrderRequestSchema,
  type Order,
  orderReplySchema,
  paymentConfigReplySchema,
  planFeaturesReplySchema,
  testModeCompleteRequestSchema,
} from '@medsutra/contract/payments/api';
import { paymentMessages, paymentUiMessages } from '@medsutra/contract/payments/messages';
import { formatInrFromPaise, paymentApiPaths, planById } from '@medsutra/contract/payments/rules';
import { paths } from '@medsutra/contract/routes';
import { companyReplySchema, siteApiPaths } from '@medsutra/contract/site/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { renderWithApp, server } from '@/test/render';
import CheckoutPage from './checkout-page';
import PaymentStatusPage from './payment-status-page';

vi.mock('@/features/auth/api/get-auth-status', () => ({ useAuthState: vi.fn() }));

const EMAIL = 'asha@example.com';
const ORDER_ID = '6f1c2b9e-3d4a-4c1b-9a7e-2f3d4c5b6a71';
const status = paymentUiMessages.status;
const checkout = paymentUiMessages.checkout;

const signedIn = {
  status: 'signedIn',
  offline: false,
  user: { id: 'u1', email: EMAIL, fullName: 'Asha Rao', role: 'user', emailVerified: true },
} as unknown as ReturnType<typeof useAuthState>;

const errorReply = (message: string) => errorReplySchema.parse({ success: false, message, requestId: 'req-1' });

const order = (overrides: Partial<Order>): Order => ({
  id: ORDER_ID,
  status: 'created',
  item: { kind: 'coinPack', packId: 'coins-5000' },
  title: '5,000 Med Coins',
  amountPaise: 44900,
  currency: 'INR',
  provider: 'test',
  createdAt: '2026-11-27T10:00:00Z',
  paidAt: null,
  grantedAt: null,
  ...overrides,
});

const orderPath = `${paymentApiPaths.orders}/:id`;
const answerOrder = (value: Order) =>
  http.get(orderPath, ({ params }) =>
    params.id === value.id
      ? HttpResponse.json(orderReplySchema.parse({ success: true, order: value }))
      : HttpResponse.json(errorReply(paymentMessages.orderNotFound), { status: 404 }),
  );

const PREMIUM_UNTIL = '2026-12-27T10:00:00Z';

beforeEach(() => {
  vi.mocked(useAuthState).mockReset();
  vi.mocked(useAuthState).mockReturnValue(signedIn);
  server.use(
    http.get(authApiPaths.planFeatures(EMAIL), () =>
      HttpResponse.json(
        planFeaturesReplySchema.parse({
          success: true,
          plan: '999/month',
          planId: 'premium',
          subscribed: true,
          features: {
            advancedCaseGenerator: true,
            researchAssistant: true,
            premiumChat: true,
            prioritySupport: true,
            neetPgPdfDecoding: false,
          },
          currentPeriodEnd: PREMIUM_UNTIL,
        }),
      ),
    ),
    http.get(siteApiPaths.company, () =>
      HttpResponse.json(
        companyReplySchema.parse({
          success: true,
          company: {
            companyName: 'MedSutra',
            companyAddress: 'Bengaluru',
            grievanceEmail: 'grievance@example.com',
            aiModelConfigured: true,
          },
        }),
      ),
    ),
  );
});

const statusPage = (search: string) =>
  renderWithApp(<PaymentStatusPage />, { path: `${paths.paymentStatus}${search}` });

describe('the payment status page', () => {
  it('checks the payment, then says it failed, charged nothing, and offers to try the same item again', async () => {
    server.use(answerOrder(order({ status: 'failed' })));
    statusPage(`?order=${ORDER_ID}`);
    expect(screen.getByText(status.checking)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: paymentMessages.status.failed.title })).toBeTruthy();
    expect(screen.getByText(paymentMessages.status.failed.body)).toBeTruthy();
    expect(screen.queryByText(status.checking)).toBeNull();
    expect(screen.getByRole('link', { name: status.tryAgain }).getAttribute('href')).toBe(
      `${paths.checkout}?pack=coins-5000`,
    );
  });

  it('shows a paid coin pack with its amount and the way back to the store', async () => {
    server.use(answerOrder(order({ status: 'paid', paidAt: '2026-11-27T10:01:00Z' })));
    statusPage(`?order=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: paymentMessages.status.paid.title })).toBeTruthy();
    expect(screen.getByText(formatInrFromPaise(44900))).toBeTruthy();
    expect(screen.getByText(ORDER_ID)).toBeTruthy();
    expect(screen.getByRole('link', { name: status.toStore }).getAttribute('href')).toBe(paths.medCoinsStore);
    expect(screen.queryByTestId('plan-now')).toBeNull();
  });

  it('after a paid plan, says which plan is now in force until when and what it includes', async () => {
    server.use(answerOrder(order({ status: 'paid', item: { kind: 'plan', planId: 'premium', period: 'month' } })));
    statusPage(`?order=${ORDER_ID}`);
    const plan = within(await screen.findByTestId('plan-now'));
    const until = new Date(PREMIUM_UNTIL).toLocaleDateString('en-IN', { dateStyle: 'medium' });
    expect(plan.getByText(status.yourPlan(planById('premium').name, until))).toBeTruthy();
    expect(
      plan.getByText(status.monthlyDeposit(planById('premium').monthlyCoinDeposit.toLocaleString('en-IN'))),
    ).toBeTruthy();
  });

  it('says a pending payment is still being confirmed', async () => {
    // Created just now, so the page keeps asking; the first answer is what this test reads.
    server.use(answerOrder(order({ status: 'created', createdAt: new Date().toISOString() })));
    statusPage(`?order=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: paymentMessages.status.created.title })).toBeTruthy();
    expect(screen.getByText(paymentMessages.status.created.body)).toBeTruthy();
  });

  it('shows the server’s reason for an unknown order, and says so when offline', async () => {
    server.use(answerOrder(order({})));
    const first = statusPage('?order=2b8a0f3c-0000-4000-8000-000000000000');
    expect(await screen.findByText(paymentMessages.orderNotFound)).toBeTruthy();
    first.unmount();

    server.use(http.get(orderPath, () => HttpResponse.error()));
    statusPage(`?order=${ORDER_ID}`);
    expect(await screen.findByText(paymentMessages.offline)).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, and says when no payment is named', () => {
    vi.mocked(useAuthState).mockReturnValue({ status: 'signedOut' } as ReturnType<typeof useAuthState>);
    const first = statusPage(`?order=${ORDER_ID}`);
    expect(screen.getByText(paymentMessages.signInToSee)).toBeTruthy();
    expect(screen.getByRole('link', { name: status.signIn }).getAttribute('href')).toBe(paths.login);
    first.unmount();

    vi.mocked(useAuthState).mockReturnValue(signedIn);
    statusPage('');
    expect(screen.getByText(paymentMessages.missingOrder)).toBeTruthy();
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const checkoutPage = (search: string) =>
  renderWithApp(
    <Routes>
      <Route path={paths.checkout} element={<CheckoutPage email={EMAIL} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: `${paths.checkout}${search}` },
  );

const answerConfig = (provider: 'test' | 'razorpay' | 'none') =>
  http.get(paymentApiPaths.config, () =>
    HttpResponse.json(paymentConfigReplySchema.parse({ success: true, provider, keyId: null })),
  );

describe('the checkout', () => {
  it('in test mode, opens the order and lets the student choose how the payment ends', async () => {
    let created: unknown;
    let outcome: unknown;
    server.use(
      answerConfig('test'),
      http.post(paymentApiPaths.orders, async ({ request }) => {
        created = createOrderRequestSchema.parse(await request.json());
        return HttpResponse.json(
          createOrderReplySchema.parse({ success: true, order: order({}), checkout: { provider: 'test' } }),
        );
      }),
      http.post(paymentApiPaths.testModeComplete(ORDER_ID), async ({ request }) => {
        outcome = testModeCompleteRequestSchema.parse(await request.json());
        return HttpResponse.json(orderReplySchema.parse({ success: true, order: order({ status: 'paid' }) }));
      }),
    );
    checkoutPage('?pack=coins-5000');
    expect(
      within(await screen.findByRole('note', { name: paymentMessages.testModeLabel })).getByText(
        paymentMessages.testModeExplainer,
      ),
    ).toBeTruthy();
    const pay = await screen.findByRole('button', { name: paymentMessages.payButton(449) });
    await vi.waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    const sheet = within(await screen.findByRole('region', { name: paymentUiMessages.testMode.sheetTitle }));
    expect(created).toEqual({ item: { kind: 'coinPack', packId: 'coins-5000' } });
    fireEvent.click(sheet.getByRole('button', { name: paymentMessages.simulateSuccess }));
    expect((await screen.findByTestId('where')).textContent).toBe(`${paths.paymentStatus}?order=${ORDER_ID}`);
    expect(outcome).toEqual({ outcome: 'success' });
  });

  it('says why the order could not be opened and keeps the pay button', async () => {
    server.use(
      answerConfig('test'),
      http.post(paymentApiPaths.orders, () => new HttpResponse(null, { status: 502 })),
    );
    checkoutPage('?plan=premium');
    const pay = await screen.findByRole('button', {
      name: paymentMessages.payButton(planById('premium').monthlyPriceInr),
    });
    await vi.waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText(paymentMessages.providerUnavailable)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: paymentMessages.payButton(planById('premium').monthlyPriceInr) }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: new RegExp(checkout.oneMonth) })).toBeTruthy();
  });

  it('offers no button when payments are not set up, and asks for a real item when the link names none', async () => {
    server.use(answerConfig('none'));
    const first = checkoutPage('?pack=coins-1000');
    expect(await screen.findByText(paymentMessages.notSetUp)).toBeTruthy();
    expect(screen.queryByRole('button', { name: paymentMessages.payButton(99) })).toBeNull();
    first.unmount();

    checkoutPage('?pack=coins-7');
    expect(screen.getByText(paymentMessages.unknownItem)).toBeTruthy();
    expect(screen.getByRole('link', { name: checkout.backToPlans }).getAttribute('href')).toBe(paths.pricing);
  });
});
