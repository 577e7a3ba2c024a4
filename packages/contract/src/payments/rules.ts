/**
 * Plans and payments without zod: what can be bought, for how much, the call paths, plan gating
 * and the messages. The web app imports this at run time; `payments/api.ts` re-exports it beside the
 * schemas. Prices and features come from the economy table in `economy/table.ts`.
 */
import {
  COIN_PACKS,
  type CoinPack,
  formatIndianNumber,
  formatInr,
  PLANS,
  type PlanDefinition,
  type PlanId,
  type PremiumFeature,
} from '../economy/table.ts';

export type PaidPlanId = Exclude<PlanId, 'free'>;
export const paidPlanIds = ['premium', 'premiumPlus'] as const satisfies readonly PaidPlanId[];
export const planPeriods = ['month', 'sixMonths'] as const;
export type PlanPeriod = (typeof planPeriods)[number];
export const PLAN_PERIOD_MONTHS: Record<PlanPeriod, number> = { month: 1, sixMonths: 6 };
export const premiumFeatures = [
  'advancedCaseGenerator',
  'researchAssistant',
  'premiumChat',
  'prioritySupport',
  'neetPgPdfDecoding',
] as const satisfies readonly PremiumFeature[];

/** What an order pays for: a plan for a period, a coin pack, or a Golden Med Store PDF. */
export type CheckoutItem =
  | { kind: 'plan'; planId: PaidPlanId; period: PlanPeriod }
  | { kind: 'coinPack'; packId: string }
  | { kind: 'goldenPdf'; itemId: string };

export const orderStatuses = ['created', 'paid', 'failed'] as const;
export const paymentProviders = ['razorpay', 'test'] as const;
export type PaymentProviderKind = (typeof paymentProviders)[number];
export const PAYMENT_CURRENCY = 'INR';

export function planById(planId: PlanId): PlanDefinition {
  return PLANS.find((plan) => plan.id === planId) ?? PLANS[0]!;
}

/** The one place that says whether a plan opens a premium feature (server and web both ask it). */
export function planHasFeature(planId: PlanId, feature: PremiumFeature): boolean {
  return planById(planId).features.includes(feature);
}

/** Every premium feature, true where the plan opens it. */
export function planFeatureFlags(planId: PlanId): Record<PremiumFeature, boolean> {
  return Object.fromEntries(premiumFeatures.map((feature) => [feature, planHasFeature(planId, feature)])) as Record<
    PremiumFeature,
    boolean
  >;
}

/** The cheapest plan that opens a feature (for "upgrade to …" messages). */
export function lowestPlanWith(feature: PremiumFeature): PlanDefinition {
  return PLANS.find((plan) => plan.features.includes(feature)) ?? PLANS[PLANS.length - 1]!;
}

function coinPackById(packId: string): CoinPack | undefined {
  return COIN_PACKS.find((pack) => pack.id === packId);
}

export interface PricedItem {
  item: CheckoutItem;
  title: string;
  description: string;
  amountInr: number;
  /** Razorpay takes amounts in paise. */
  amountPaise: number;
}

/**
 * The price of an item from the economy table, or null for something that is not for sale here.
 * Golden Med Store PDFs are priced by admins in the database, so only the server prices them.
 */
export function priceCheckoutItem(item: CheckoutItem): PricedItem | null {
  if (item.kind === 'goldenPdf') return null;
  if (item.kind === 'coinPack') {
    const pack = coinPackById(item.packId);
    if (!pack) return null;
    const coins = formatIndianNumber(pack.coins);
    return {
      item,
      title: `${coins} Med Coins`,
      description: `A pack of ${coins} Med Coins for the AI tools, added to your balance once the payment succeeds.`,
      amountInr: pack.priceInr,
      amountPaise: pack.priceInr * 100,
    };
  }
  const plan = PLANS.find((candidate) => candidate.id === item.planId);
  if (!plan || plan.monthlyPriceInr === 0) return null;
  const amountInr = item.period === 'month' ? plan.monthlyPriceInr : plan.sixMonthPriceInr;
  if (amountInr === null) return null;
  const months = PLAN_PERIOD_MONTHS[item.period];
  return {
    item,
    title: `${plan.name}, ${months === 1 ? '1 month' : `${months} months`}`,
    description: `${plan.name} for ${months === 1 ? 'one month' : `${months} months`}, with ${formatIndianNumber(plan.monthlyCoinDeposit)} Med Coins deposited every month.`,
    amountInr,
    amountPaise: amountInr * 100,
  };
}

/** Reads `/checkout?plan=premium&period=sixMonths` or `/checkout?pack=coins-1000`. */
export function checkoutItemFromQuery(query: { get(name: string): string | null }): CheckoutItem | null {
  const golden = query.get('golden');
  if (golden) return /^[0-9a-f-]{36}$/i.test(golden) ? { kind: 'goldenPdf', itemId: golden } : null;
  const pack = query.get('pack');
  if (pack) return coinPackById(pack) ? { kind: 'coinPack', packId: pack } : null;
  const plan = query.get('plan');
  if (plan !== 'premium' && plan !== 'premiumPlus') return null;
  const period = query.get('period') === 'sixMonths' ? 'sixMonths' : 'month';
  return { kind: 'plan', planId: plan, period };
}

export function checkoutQueryFor(item: CheckoutItem): string {
  if (item.kind === 'goldenPdf') return `golden=${encodeURIComponent(item.itemId)}`;
  return item.kind === 'coinPack'
    ? `pack=${encodeURIComponent(item.packId)}`
    : `plan=${item.planId}${item.period === 'sixMonths' ? '&period=sixMonths' : ''}`;
}

export const ORDER_QUERY_PARAM = 'order';

export const paymentApiPaths = {
  config: '/api/payments/config',
  orders: '/api/payments/orders',
  order: (id: string) => `/api/payments/orders/${encodeURIComponent(id)}`,
  razorpayVerify: '/api/payments/razorpay/verify',
  razorpayWebhook: '/api/payments/razorpay/webhook',
  testModeComplete: (id: string) => `/api/payments/test-mode/orders/${encodeURIComponent(id)}/complete`,
} as const;

/** Razorpay's checkout script; its origins join the CSP only when Razorpay is configured. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** ₹999 from 99900 paise; paise shown only when there are some. */
export function formatInrFromPaise(paise: number): string {
  if (paise % 100 === 0) return formatInr(paise / 100);
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
