import {
  AI_TOOL_COSTS,
  AI_TOOL_NAMES,
  type AiToolKey,
  aiToolCost,
  aiToolXp,
  type PlanDefinition,
  PREMIUM_FEATURE_NAMES,
  premiumFeatureSoldHere,
  REFERRAL_REWARD_COINS,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { aiToolAvailable, featureNamed, premiumFeatureAvailable } from '@medsutra/contract/features/table';
import { paths } from '@medsutra/contract/routes';
import { REFUND_WINDOW_DAYS } from './refund';

/** A line of a plan card: what the plan gives, or a feature of it that is not built yet. */
export interface PlanFeatureLine {
  text: string;
  comingSoon: boolean;
}

const line = (text: string, comingSoon = false): PlanFeatureLine => ({ text, comingSoon });

/**
 * What the Free plan gives today, then what it will give. Each feature line reads the contract's
 * feature table, so a feature moves from "coming soon" to included in the change that builds it.
 */
function freePlanLines(aiModel: boolean): PlanFeatureLine[] {
  const open = (name: string) => featureNamed(name)?.available === true;
  return [
    line(`${WELCOME_BONUS_COINS.toLocaleString('en-IN')} Med Coins when you sign up`),
    line('Mindmap generator, paid per use with Med Coins (see the table below)', !open('Mindmaps')),
    line('Medstagram, the leaderboard, referrals, XP, levels and streaks', !open('Medstagram')),
    line('24x7 AI tutor chat', !open('AI tutor chat')),
    line('NeuroCase, GastroCase and Ward DX case tools', !open('NeuroCase AI')),
    line(
      aiModel ? 'Concept maker, study planner and image analyser' : 'Concept maker and the formula study planner',
      !open('Concept maker'),
    ),
    line('MCQ practice, revision tracker and pearls', !open('MCQ practice')),
    line('Notes store, Google Drive import and offline notes', !open('Notes')),
    line('The notes marketplace', !open('Notes marketplace')),
  ];
}

/**
 * A paid plan: its deposit, then each premium feature, marked "coming soon" until it is built;
 * the tools that need a model are listed only on an install that has one (`aiModel`).
 */
export function planFeatureLines(plan: PlanDefinition, aiModel: boolean): PlanFeatureLine[] {
  if (plan.monthlyPriceInr === 0) return freePlanLines(aiModel);
  return [
    line(`${plan.monthlyCoinDeposit.toLocaleString('en-IN')} Med Coins deposited every month`),
    line('Everything in Free'),
    ...plan.features
      .filter((feature) => premiumFeatureSoldHere(feature, aiModel))
      .map((feature) => line(PREMIUM_FEATURE_NAMES[feature], !premiumFeatureAvailable(feature))),
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
function isPremiumTool(key: AiToolKey): boolean {
  return key in PREMIUM_FEATURE_NAMES;
}

/**
 * The tools this install sells and what one use costs: with a model the table's prices; without
 * one the library versions (at most 20 Med Coins), and the tools that need a model are left out.
 */
export function aiToolRows(aiModel: boolean) {
  return (Object.keys(AI_TOOL_COSTS) as AiToolKey[]).flatMap((key) => {
    const coins = aiToolCost(key, aiModel);
    if (coins === null) return [];
    return [
      {
        key,
        name: AI_TOOL_NAMES[key],
        coins,
        xp: aiToolXp(coins),
        premium: isPremiumTool(key),
        available: aiToolAvailable(key),
      },
    ];
  });
}

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
