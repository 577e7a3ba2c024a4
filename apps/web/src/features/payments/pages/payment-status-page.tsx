/**
 * /payment-status?order=…: what became of a payment, from the server's record of the order
 * (owner only): successful, failed, or still pending (asked again every few seconds).
 */

import { PREMIUM_FEATURE_NAMES, premiumFeatureSoldHere } from '@medsutra/contract/economy/table';
import { premiumFeatureAvailable } from '@medsutra/contract/features/table';
import type { Order } from '@medsutra/contract/payments/api';
import { paymentMessages, paymentUiMessages } from '@medsutra/contract/payments/messages';
import {
  checkoutQueryFor,
  formatInrFromPaise,
  ORDER_QUERY_PARAM,
  planById,
  premiumFeatures,
} from '@medsutra/contract/payments/rules';
import { paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleCheck, CircleX, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { useCompany } from '@/features/marketing/api/get-company';
import { planChanged, usePlanFeatures } from '@/lib/plan';
import { useOrder } from '../api/get-order';
import { AlertNote } from '../components/alert-note';
import { NextStep } from '../components/next-step';
import { TestModeBadge } from '../components/test-mode-badge';
import { paymentFailureSentence } from '../lib/payment-failure';

const text = paymentUiMessages.status;

const LOOK = {
  paid: { Icon: CircleCheck, tone: 'text-success', panel: 'border-success/40 bg-success-soft' },
  failed: { Icon: CircleX, tone: 'text-danger', panel: 'border-danger/40 bg-danger-soft' },
  created: { Icon: Clock, tone: 'text-accent', panel: 'border-accent/40 bg-accent-soft' },
} as const;

/** After a plan payment: the plan now in force and what it opens (from the plan check). */
function PlanNow() {
  const plan = usePlanFeatures();
  // Whether this install has an AI model: the page carries it (decision 122).
  const aiModel = useCompany().data?.aiModelConfigured ?? false;
  if (!plan.loaded || !plan.isPaid || !plan.currentPeriodEnd) return null;
  const until = new Date(plan.currentPeriodEnd).toLocaleDateString('en-IN', { dateStyle: 'medium' });
  const planned = premiumFeatures.filter((feature) => plan.has(feature));
  // A tool that needs a model is not part of the plan on an install without one: named apart.
  const features = planned.filter((feature) => premiumFeatureSoldHere(feature, aiModel));
  const needModel = planned.filter((feature) => !premiumFeatureSoldHere(feature, aiModel));
  // The receipt lists what the plan gives today; features not built yet are named apart.
  const included = features.filter(premiumFeatureAvailable);
  const coming = features.filter((feature) => !premiumFeatureAvailable(feature));
  const deposit = planById(plan.planId).monthlyCoinDeposit;
  return (
    <Card className="flex flex-col gap-2" data-testid="plan-now">
      <p className="font-semibold text-ink">{text.yourPlan(planById(plan.planId).name, until)}</p>
      <p className="text-muted text-sm">{text.includes}</p>
      <ul className="flex flex-col gap-1">
        <li className="flex items-center gap-2 text-ink">
          <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {text.monthlyDeposit(deposit.toLocaleString('en-IN'))}
        </li>
        {included.map((feature) => (
          <li key={feature} className="flex items-center gap-2 text-ink">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {PREMIUM_FEATURE_NAMES[feature]}
          </li>
        ))}
      </ul>
      {coming.length > 0 ? (
        <p className="text-muted text-sm" data-testid="plan-coming-soon">
          {text.comingSoon(coming.map((feature) => PREMIUM_FEATURE_NAMES[feature]).join(', '))}
        </p>
      ) : null}
      {needModel.length > 0 ? (
        <p className="text-muted text-sm" data-testid="plan-needs-model">
          {text.needsModel(needModel.map((feature) => PREMIUM_FEATURE_NAMES[feature]).join(', '))}
        </p>
      ) : null}
    </Card>
  );
}

function OrderResult({ order }: { order: Order }) {
  const look = LOOK[order.status];
  const message = paymentMessages.status[order.status];
  const checkoutAgain = `${paths.checkout}?${checkoutQueryFor(order.item)}`;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-live="polite"
        className={`flex items-start gap-3 rounded-xl border p-4 ${look.panel}`}
        data-status={order.status}
      >
        <look.Icon aria-hidden="true" className={`mt-0.5 size-7 shrink-0 ${look.tone}`} />
        <div className="min-w-0">
          <h2 className="font-semibold text-ink text-xl">{message.title}</h2>
          <p className="mt-1 text-ink leading-relaxed">{message.body}</p>
        </div>
      </section>
      {order.status === 'paid' && order.item.kind === 'plan' ? <PlanNow /> : null}
      <Card>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{text.item}</dt>
          <dd className="text-ink">
            {order.title} {order.provider === 'test' ? <TestModeBadge /> : null}
          </dd>
          <dt className="text-muted">{text.amount}</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatInrFromPaise(order.amountPaise)}</dd>
          <dt className="text-muted">{text.date}</dt>
          <dd className="text-ink">
            {new Date(order.paidAt ?? order.createdAt).toLocaleString('en-IN', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </dd>
          <dt className="text-muted">{text.order}</dt>
          <dd className="break-all font-mono text-ink text-xs">{order.id}</dd>
        </dl>
      </Card>
      <div className="flex flex-col gap-2 sm:flex-row">
        {order.status === 'paid' ? (
          <>
            <ButtonLink to={paths.dashboard} variant="primary">
              {text.toDashboard}
            </ButtonLink>
            <ButtonLink
              to={
                order.item.kind === 'goldenPdf'
                  ? paths.goldenMedStore
                  : order.item.kind === 'coinPack'
                    ? paths.medCoinsStore
                    : paths.pricing
              }
              variant="secondary"
            >
              {order.item.kind === 'goldenPdf'
                ? text.toGoldenStore
                : order.item.kind === 'coinPack'
                  ? text.toStore
                  : text.toPlans}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to={checkoutAgain} variant="primary">
              {text.tryAgain}
            </ButtonLink>
            <ButtonLink to={paths.pricing} variant="secondary">
              {text.toPlans}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}

export default function PaymentStatusPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get(ORDER_QUERY_PARAM);
  const auth = useAuthState();
  const signedIn = auth.status === 'signedIn';
  const order = useOrder(orderId, signedIn);
  const queryClient = useQueryClient();
  const refreshed = useRef(false);

  // A successful payment changes the plan and the balances: everything shown is asked for again.
  useEffect(() => {
    if (order.data?.status === 'paid' && !refreshed.current) {
      refreshed.current = true;
      planChanged(queryClient);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'payments' });
    }
  }, [order.data?.status, queryClient]);

  let body: React.ReactNode;
  if (auth.status === 'loading') body = <Spinner label={text.checking} />;
  else if (!signedIn) {
    body = <NextStep message={paymentMessages.signInToSee} to={paths.login} label={text.signIn} />;
  } else if (!orderId) {
    body = <NextStep message={paymentMessages.missingOrder} to={paths.pricing} label={text.toPlans} />;
  } else if (order.data) body = <OrderResult order={order.data} />;
  else if (order.isError) body = <AlertNote>{paymentFailureSentence(order.error)}</AlertNote>;
  else body = <Spinner label={text.checking} className="min-h-40" />;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6">
      <PageHeader title={text.title} />
      {body}
    </div>
  );
}
