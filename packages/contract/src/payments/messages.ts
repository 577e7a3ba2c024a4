/** The words of checkout, plans and payments (zod-free); the figures come from `payments/rules.ts`. */
import { formatIndianNumber, formatInr, PREMIUM_FEATURE_NAMES, type PremiumFeature } from '../economy/table.ts';
import { lowestPlanWith, planById } from './rules.ts';

export const paymentMessages = {
  testModeLabel: 'TEST MODE',
  testModeExplainer:
    'Payments are in test mode on this server: no money moves, and at checkout you choose whether a payment succeeds or fails.',
  testModeDisabled: 'Test-mode payments are switched off on this server.',
  notSetUp:
    'Payments are not set up on this server yet, so nothing can be bought right now. You have not been charged; please try again later.',
  simulateSuccess: 'Simulate a successful payment',
  simulateFailure: 'Simulate a failed payment',
  unknownItem: 'Choose a plan or a Med Coin pack to buy.',
  orderNotFound: 'We could not find that payment.',
  notYourOrder: 'That payment belongs to another account.',
  accountNotFound: 'There is no account with that email.',
  providerUnavailable: 'The payment service did not answer. Please try again in a minute; you have not been charged.',
  offline: 'You seem to be offline. Check your connection and try again.',
  verificationFailed: 'We could not verify this payment, so nothing was added to your account.',
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  razorpayNotConfigured: 'Razorpay is not configured on this server.',
  featureNeedsPlan: (feature: PremiumFeature) =>
    `${PREMIUM_FEATURE_NAMES[feature]} is part of ${lowestPlanWith(feature).name}. Upgrade on the Plans page to use it.`,
  status: {
    paid: { title: 'Payment successful', body: 'Thank you! Your purchase has been added to your account.' },
    failed: {
      title: 'Payment failed',
      body: 'The payment did not go through and nothing was charged to your account. Your plan and Med Coins are as they were.',
    },
    created: {
      title: 'Payment pending',
      body: 'We have not received this payment yet. If you paid, it can take a minute to confirm; this page checks again by itself.',
    },
  },
  payButton: (amountInr: number) => `Pay ${formatInr(amountInr)}`,
  signInToSee: 'Sign in to see the result of your payment.',
  missingOrder: 'No payment was named. Open this page from the checkout.',
} as const;

/** The words of the checkout, payment status and coin store screens. */
export const paymentUiMessages = {
  checkout: {
    title: 'Checkout',
    summary: 'Order summary',
    total: 'Total',
    period: 'How long',
    oneMonth: '1 month',
    sixMonths: '6 months',
    save: (percent: number) => `save ${percent}%`,
    noRenewal: 'One payment. It does not renew by itself.',
    secure: 'Payments are taken by Razorpay. MedSutra never sees your card or UPI details.',
    creating: 'Starting the payment…',
    opening: 'Opening Razorpay…',
    verifying: 'Confirming your payment…',
    currentPlan: (plan: string, until: string) => `You are on ${plan} until ${until}.`,
    extends: 'Buying the same plan again adds the time to your current period.',
    switches: 'Your plan changes now; the unused time of your current plan is carried over at its value.',
    backToPlans: 'See all plans',
    scriptFailed: 'Razorpay could not be loaded. Check your connection and try again.',
  },
  testMode: {
    sheetTitle: 'Test payment',
    sheetBody: 'This is a practice payment page. Choose how the payment ends.',
  },
  status: {
    title: 'Payment status',
    item: 'Item',
    amount: 'Amount',
    order: 'Order number',
    date: 'Date',
    tryAgain: 'Try again',
    toDashboard: 'Go to dashboard',
    toStore: 'Back to the Med Coins store',
    toGoldenStore: 'Back to the Golden Med Store',
    toPlans: 'See plans',
    checking: 'Checking your payment…',
    signIn: 'Sign in',
    yourPlan: (plan: string, until: string) => `You are on ${plan} until ${until}.`,
    includes: 'Your plan includes:',
    monthlyDeposit: (coins: string) => `${coins} Med Coins deposited every month`,
    comingSoon: (features: string) => `Coming soon with your plan, not yet included: ${features}.`,
    needsModel: (features: string) => `Needs an AI model, which this server does not have: ${features}.`,
  },
  store: {
    title: 'Med Coins store',
    lead: 'Med Coins pay for the AI tools. Buy a pack on any plan; the coins are added as soon as the payment succeeds.',
    buy: (coins: string) => `Buy ${coins} coins`,
    perThousand: (price: string) => `${price} per 1,000 coins`,
    plansHint: `${planById('premium').name} adds ${formatIndianNumber(planById('premium').monthlyCoinDeposit)} Med Coins every month, ${planById('premiumPlus').name} ${formatIndianNumber(planById('premiumPlus').monthlyCoinDeposit)}.`,
    comparePlans: 'Compare plans',
  },
} as const;
