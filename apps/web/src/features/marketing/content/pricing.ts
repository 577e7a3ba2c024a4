import {
  AI_TOOL_COSTS,
  AI_TOOL_NAMES,
  type AiToolKey,
  aiToolXp,
  type PlanDefinition,
  PREMIUM_FEATURE_NAMES,
  REFERRAL_REWARD_COINS,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy';
import { paths } from '@medsutra/contract/routes';
import { REFUND_WINDOW_DAYS } from './refund';

/** What the Free plan includes: everything that is not a premium feature. */
export const FREE_PLAN_FEATURES: readonly string[] = [
  `${WELCOME_BONUS_COINS.toLocaleString('en-IN')} Med Coins when you sign up`,
  '24x7 AI tutor chat',
  'NeuroCase, GastroCase and Ward DX case tools',
  'Concept maker, mindmaps, study planner and image analyser',
  'AI tools paid per use with Med Coins (see the table below)',
  'MCQ practice, revision tracker and pearls',
  'Notes store, Google Drive import and offline notes',
  'Medstagram, the leaderboard and the notes marketplace',
];

export function planFeatureLines(plan: PlanDefinition): string[] {
  if (plan.monthlyPriceInr === 0) return [...FREE_PLAN_FEATURES];
  return [
    `${plan.monthlyCoinDeposit.toLocaleString('en-IN')} Med Coins deposited every month`,
    'Everything in Free',
    ...plan.features.map((feature) => PREMIUM_FEATURE_NAMES[feature]),
  ];
}

/** The support line, unless the plan's own feature list already names its reply time. */
export function planSupportLine(plan: PlanDefinition): string | null {
  if (plan.features.includes('prioritySupport')) return null;
  return `Support replies in ${plan.supportReplyHours} hours`;
}

export function planCta(plan: PlanDefinition): { to: string; label: string } {
  if (plan.monthlyPriceInr === 0) return { to: paths.signup, label: 'Start free' };
  return { to: `${paths.checkout}?plan=${plan.id}`, label: `Choose ${plan.name}` };
}

export function coinPackCheckoutPath(packId: string): string {
  return `${paths.checkout}?pack=${encodeURIComponent(packId)}`;
}

/** Tools that only paid plans can open: their key is also a premium feature. */
export function isPremiumTool(key: AiToolKey): boolean {
  return key in PREMIUM_FEATURE_NAMES;
}

export const AI_TOOL_ROWS = (Object.keys(AI_TOOL_COSTS) as AiToolKey[]).map((key) => ({
  key,
  name: AI_TOOL_NAMES[key],
  coins: AI_TOOL_COSTS[key],
  xp: aiToolXp(AI_TOOL_COSTS[key]),
  premium: isPremiumTool(key),
}));

export const FAILED_JOB_STATEMENT =
  'A failed AI job costs nothing. If a tool fails, times out or refuses your request, every Med Coin it took goes straight back to your balance, and you can see the refund in your coin history.';

export const PRICING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Does a plan renew by itself?',
    answer:
      'No. A plan lasts for the month or six months you paid for, then your account returns to Free. You keep your notes, posts, Med Coins, XP and level.',
  },
  {
    question: 'Can I get my money back?',
    answer: `Yes, in full, if you ask within ${REFUND_WINDOW_DAYS} days of paying for a plan. The refund policy has the details for plans and coin packs.`,
  },
  {
    question: 'Can I earn Med Coins without paying?',
    answer: `Yes. You get ${WELCOME_BONUS_COINS} coins on sign-up, ${REFERRAL_REWARD_COINS} for each friend who joins with your referral code, ${STREAK_BONUS_COINS} for every ${STREAK_BONUS_EVERY_DAYS}-day login streak, and a bonus each time you reach a new level.`,
  },
  {
    question: 'Are Med Coins money?',
    answer:
      'No. They are credits for the AI tools. They cannot be cashed out or moved to another account, and they stay in your account while it is open.',
  },
];
