/**
 * /checkout?plan=premium|premiumPlus[&period=sixMonths] or ?pack=coins-1000: the price summary and
 * the pay button. With Razorpay configured the button opens Razorpay Checkout; otherwise the
 * built-in test mode shows its own payment sheet (marked TEST MODE) with Success and Failure.
 */

import { formatInr } from '@medsutra/contract/economy/table';
import type { CreateOrderReply } from '@medsutra/contract/payments/api';
import { paymentMessages, paymentUiMessages } from '@medsutra/contract/payments/messages';
import {
  type CheckoutItem,
  checkoutItemFromQuery,
  checkoutQueryFor,
  formatInrFromPaise,
  ORDER_QUERY_PARAM,
  planById,
  priceCheckoutItem,
} from '@medsutra/contract/payments/rules';
import { paths } from '@medsutra/contract/routes';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { usePlan } from '@/features/auth/api/plan-features';
import { completeTestOrder } from '../api/complete-test-order';
import { createOrder } from '../api/create-order';
import { useGoldenItemPrice } from '../api/get-golden-item-price';
import { usePaymentConfig } from '../api/get-payment-config';
import { verifyRazorpayPayment } from '../api/verify-razorpay-payment';
import { AlertNote } from '../components/alert-note';
import { NextStep } from '../components/next-step';
import { TestModeBadge, TestModeBanner } from '../components/test-mode-badge';
import { paymentFailureSentence } from '../lib/payment-failure';
import { openRazorpayCheckout } from '../lib/razorpay-checkout';

const text = paymentUiMessages.checkout;
type Step = 'idle' | 'creating' | 'opening' | 'verifying' | 'testSheet' | 'settling';

function statusPath(orderId: string) {
  return `${paths.paymentStatus}?${ORDER_QUERY_PARAM}=${encodeURIComponent(orderId)}`;
}

function PeriodChoice({ item }: { item: Extract<CheckoutItem, { kind: 'plan' }> }) {
  const [, setSearchParams] = useSearchParams();
  const plan = planById(item.planId);
  const options = [
    { period: 'month' as const, label: text.oneMonth, price: plan.monthlyPriceInr, save: null },
    {
      period: 'sixMonths' as const,
      label: text.sixMonths,
      price: plan.sixMonthPriceInr,
      save: plan.sixMonthSavingPercent,
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-ink">{text.period}</legend>
      {options.map((option) =>
        option.price === null ? null : (
          <label
            key={option.period}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40"
          >
            <input
              type="radio"
              name="period"
              value={option.period}
              checked={item.period === option.period}
              onChange={() =>
                setSearchParams(new URLSearchParams(checkoutQueryFor({ ...item, period: option.period })), {
                  replace: true,
                })
              }
              className="size-4 accent-primary"
            />
            <span className="flex-1 whitespace-nowrap text-ink">{option.label}</span>
            <span className="font-semibold text-ink tabular-nums">{formatInr(option.price)}</span>
            {option.save !== null ? (
              <span className="rounded bg-success-soft px-1.5 py-0.5 font-medium text-ink text-sm">
                {text.save(option.save)}
              </span>
            ) : null}
          </label>
        ),
      )}
    </fieldset>
  );
}

function CurrentPlanNote({ email, item }: { email: string; item: CheckoutItem }) {
  const plan = usePlan(email);
  if (item.kind !== 'plan' || !plan.isPaid || !plan.currentPeriodEnd) return null;
  const until = new Date(plan.currentPeriodEnd).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <p className="rounded-lg bg-surface-muted p-3 text-muted text-sm">
      {text.currentPlan(planById(plan.planId).name, until)} {plan.planId === item.planId ? text.extends : text.switches}
    </p>
  );
}

export default function CheckoutPage({ email }: { email: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const item = checkoutItemFromQuery(searchParams);
  const golden = useGoldenItemPrice(item?.kind === 'goldenPdf' ? item.itemId : null);
  const priced = item?.kind === 'goldenPdf' ? (golden.data ?? null) : item ? priceCheckoutItem(item) : null;
  const [step, setStep] = useState<Step>('idle');
  const [order, setOrder] = useState<CreateOrderReply['order'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const testMode = config.data?.provider === 'test';
  // No Razorpay and no test mode allowed on this server: say so instead of offering a button.
  const notSetUp = config.data?.provider === 'none';

  if (item?.kind === 'goldenPdf' && golden.isPending) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-6">
        <PageHeader title={text.title} />
      </div>
    );
  }

  if (!item || !priced) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-6">
        <PageHeader title={text.title} />
        <NextStep message={paymentMessages.unknownItem} to={paths.pricing} label={text.backToPlans} />
      </div>
    );
  }

  async function pay() {
    if (!priced) return;
    setError(null);
    setStep('creating');
    try {
      const created = await createOrder(priced.item);
      setOrder(created.order);
      if (created.checkout.provider === 'test') {
        setStep('testSheet');
        return;
      }
      setStep('opening');
      const orderId = created.order.id;
      await openRazorpayCheckout(created.checkout, {
        onSuccess: (reply) => {
          setStep('verifying');
          verifyRazorpayPayment({ orderId, ...reply })
            .catch(() => undefined)
            .finally(() => navigate(statusPath(orderId)));
        },
        onClosed: () => navigate(statusPath(orderId)),
      });
    } catch (caught) {
      setStep('idle');
      setError(
        caught instanceof Error && caught.message === 'Razorpay did not load'
          ? text.scriptFailed
          : paymentFailureSentence(caught),
      );
    }
  }

  async function settleTestOrder(outcome: 'success' | 'failure') {
    if (!order) return;
    setError(null);
    setStep('settling');
    try {
      await completeTestOrder(order.id, outcome);
      navigate(statusPath(order.id));
    } catch (caught) {
      setStep('testSheet');
      setError(paymentFailureSentence(caught));
    }
  }

  const busy = step === 'creating' || step === 'opening' || step === 'verifying' || step === 'settling';
  const busyLabel =
    step === 'creating'
      ? text.creating
      : step === 'opening'
        ? text.opening
        : step === 'verifying'
          ? text.verifying
          : null;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <PageHeader title={text.title} />
      {testMode ? <TestModeBanner /> : null}

      <Card className="flex flex-col gap-4">
        <CardTitle>{text.summary}</CardTitle>
        <div>
          <p className="font-semibold text-ink text-lg">{priced.title}</p>
          <p className="mt-1 text-muted leading-relaxed">{priced.description}</p>
        </div>
        {item.kind === 'plan' ? <PeriodChoice item={item} /> : null}
        <CurrentPlanNote email={email} item={item} />
        <div className="flex items-baseline justify-between border-border border-t pt-4">
          <span className="font-medium text-ink">{text.total}</span>
          <span className="font-bold text-2xl text-ink tabular-nums">{formatInrFromPaise(priced.amountPaise)}</span>
        </div>
        {notSetUp ? <AlertNote>{paymentMessages.notSetUp}</AlertNote> : null}
        {step !== 'testSheet' && step !== 'settling' && !notSetUp ? (
          <Button onClick={pay} disabled={busy || config.isPending} className="w-full">
            {busy ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-on-primary/40 border-t-on-primary motion-reduce:animate-none"
              />
            ) : null}
            {busyLabel ?? paymentMessages.payButton(priced.amountInr)}
          </Button>
        ) : null}
        {item.kind === 'plan' || !testMode ? (
          <p className="text-muted text-sm">
            {[item.kind === 'plan' ? text.noRenewal : null, testMode ? null : text.secure].filter(Boolean).join(' ')}
          </p>
        ) : null}
        {error && step !== 'testSheet' ? <AlertNote>{error}</AlertNote> : null}
      </Card>

      {order && (step === 'testSheet' || step === 'settling') ? (
        <Card
          className="flex flex-col gap-4 border-2 border-accent border-dashed"
          aria-labelledby="test-sheet-title"
          role="region"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle id="test-sheet-title">{paymentUiMessages.testMode.sheetTitle}</CardTitle>
            <TestModeBadge />
          </div>
          <p className="text-muted">{paymentUiMessages.testMode.sheetBody}</p>
          <p className="font-semibold text-ink">
            {priced.title} · {formatInrFromPaise(order.amountPaise)}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => settleTestOrder('success')} disabled={step === 'settling'} className="flex-1">
              {paymentMessages.simulateSuccess}
            </Button>
            <Button
              variant="danger"
              onClick={() => settleTestOrder('failure')}
              disabled={step === 'settling'}
              className="flex-1"
            >
              {paymentMessages.simulateFailure}
            </Button>
          </div>
          {error ? <AlertNote>{error}</AlertNote> : null}
        </Card>
      ) : null}

      <ButtonLink
        to={item.kind === 'goldenPdf' ? paths.goldenMedStore : paths.pricing}
        variant="ghost"
        className="self-start"
      >
        {item.kind === 'goldenPdf' ? paymentUiMessages.status.toGoldenStore : text.backToPlans}
      </ButtonLink>
    </div>
  );
}
