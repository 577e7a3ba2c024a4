/**
 * The guide's sections on Med Coins, XP, levels and plans. Every figure is read from economy.ts
 * (and product.ts) through template strings, so the guide cannot state a number the app does not use.
 */
import {
  AI_TOOL_COSTS,
  AI_TOOL_NAMES,
  AI_TOOL_XP_PERCENT,
  type AiToolKey,
  aiToolCost,
  aiToolXp,
  COIN_PACKS,
  DAILY_LOGIN_XP,
  FLASHCARD_REVIEW_XP,
  FLASHCARD_XP_DAILY_CAP,
  formatIndianNumber,
  formatInr,
  LEVELS,
  MEDSTAGRAM_SHARE_XP,
  PEARL_CREATED_XP,
  PEARL_XP_MIN_CHARS,
  PEARLS_PAID_PER_DAY,
  PLANS,
  type PlanDefinition,
  PRACTICE_BOARD_MIN_ANSWERS,
  PRACTICE_XP_BY_DIFFICULTY,
  PRACTICE_XP_DAILY_CAP,
  PREMIUM_FEATURE_NAMES,
  REFERRAL_MONTHLY_CAP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REVISION_SUBTOPIC_COUNT,
  REVISION_SUBTOPIC_XP,
  STREAK_BONUS_COINS,
  STREAK_BONUS_EVERY_DAYS,
  TEST_BONUS_MIN_ANSWERED_PERCENT,
  TEST_FINISHED_XP,
  TEST_XP_PER_CORRECT,
  WELCOME_BONUS_COINS,
} from '../economy/table.ts';
import { REVISION_CHECK_SIZE, REVISION_NOTE_READ_SECONDS } from '../revision/screen.ts';
import type { HelpSection } from './content.ts';

/** 1000 → "1,000", as Indian readers write it. */
export const formatCount = formatIndianNumber;

const levelRangeText = (level: (typeof LEVELS)[number]) =>
  level.maxXp === null
    ? `${formatCount(level.minXp)} XP and up`
    : `${formatCount(level.minXp)}–${formatCount(level.maxXp)} XP`;

/** A tool's price with a model, and its library version's on an install without one (decision 122). */
const toolCostText = (key: AiToolKey) => {
  const library = aiToolCost(key, false);
  const withModel = `${AI_TOOL_NAMES[key]}: ${formatCount(AI_TOOL_COSTS[key])} Med Coins with an AI model`;
  if (library !== null) return `${withModel}; ${formatCount(library)} as the library version`;
  return key === 'studyPlanner'
    ? `${withModel}; without one the formula plan is free`
    : `${withModel}; not sold without one`;
};

const planPriceText = (plan: PlanDefinition) =>
  plan.sixMonthPriceInr === null || plan.sixMonthSavingPercent === null
    ? `${formatInr(plan.monthlyPriceInr)} a month`
    : `${formatInr(plan.monthlyPriceInr)} a month, or ${formatInr(plan.sixMonthPriceInr)} for six months (${plan.sixMonthSavingPercent}% saved)`;

const paidPlans = PLANS.filter((plan) => plan.monthlyPriceInr > 0);
const [premium, premiumPlus] = paidPlans;
const freePlan = PLANS.find((plan) => plan.monthlyPriceInr === 0);
const bonusLevels = LEVELS.filter((level) => level.bonusCoins > 0);
const toolKeys = Object.keys(AI_TOOL_COSTS) as AiToolKey[];
const exampleTool: AiToolKey = 'neuroCase';
const premiumOnlyFeatures = premium ? premium.features.map((feature) => PREMIUM_FEATURE_NAMES[feature]) : [];
const plusOnlyFeatures =
  premium && premiumPlus
    ? premiumPlus.features
        .filter((feature) => !premium.features.includes(feature))
        .map((feature) => PREMIUM_FEATURE_NAMES[feature])
    : [];

export const ECONOMY_HELP_SECTIONS: readonly HelpSection[] = [
  {
    id: 'coins-xp',
    title: 'Med Coins, XP and levels',
    icon: 'coins',
    questions: [
      {
        id: 'what-are-med-coins',
        question: 'What are Med Coins and where do I see them?',
        features: ['Economy'],
        answer: [
          '**Med Coins** are the app’s credits: you spend them on AI tools and earn them by studying.',
          `Every new account gets a **welcome bonus of ${formatCount(WELCOME_BONUS_COINS)} Med Coins**, once per account. The Level 1 bonus is part of these ${formatCount(WELCOME_BONUS_COINS)} coins, not extra.`,
          'Your balance shows on the {Dashboard}. Every coin you earned or spent is listed in {Med Coins Tracking}, and payments are in {Transaction History}.',
          '{Med Coins Analytics} shows which tasks earned and used your coins.',
        ],
      },
      {
        id: 'ai-tool-costs',
        question: 'How many Med Coins does each AI tool cost?',
        features: ['Economy', 'AI study tools'],
        answer: [
          ...toolKeys.map((key) => `**${toolCostText(key)}**`),
          `Using a tool also earns XP: **${AI_TOOL_XP_PERCENT}% of the coins spent**, rounded down, paid when the run is finished (a case marked, a map made), not when it starts. For example ${AI_TOOL_NAMES[exampleTool]} costs ${formatCount(AI_TOOL_COSTS[exampleTool])} Med Coins and earns ${formatCount(aiToolXp(AI_TOOL_COSTS[exampleTool]))} XP.`,
          'If a tool refuses your request or fails, **it costs nothing**: the coins go straight back to your balance.',
          'Without an AI model connected to the server, the tools run from the MedSutra library: the **library versions**, at most 20 Med Coins, with "library version" and the price beside the button. A tool that needs a model is not sold until one is connected.',
        ],
      },
      {
        id: 'earn-xp',
        question: 'How do I earn XP?',
        features: ['Levels', 'Economy'],
        answer: [
          `**Daily login**: ${formatCount(DAILY_LOGIN_XP)} XP, once per calendar day (India time).`,
          `**Answering a practice question right** (the first time): ${formatCount(PRACTICE_XP_BY_DIFFICULTY.easy)} XP for an easy one, ${formatCount(PRACTICE_XP_BY_DIFFICULTY.medium)} for a medium one, ${formatCount(PRACTICE_XP_BY_DIFFICULTY.hard)} for a hard one; at most ${formatCount(PRACTICE_XP_DAILY_CAP)} XP a day from practice.`,
          `**Finishing a test**: ${formatCount(TEST_XP_PER_CORRECT)} XP per correct answer, and ${formatCount(TEST_FINISHED_XP)} XP more for a full-length test with at least ${TEST_BONUS_MIN_ANSWERED_PERCENT}% of its questions answered; once per test.`,
          `**Creating a pearl**: ${formatCount(PEARL_CREATED_XP)} XP, for your first ${formatCount(PEARLS_PAID_PER_DAY)} pearls a day of ${formatCount(PEARL_XP_MIN_CHARS)} characters or more.`,
          `**Sharing to Medstagram**: ${formatCount(MEDSTAGRAM_SHARE_XP)} XP per share.`,
          `**Completing a revision subtopic**: ${formatCount(REVISION_SUBTOPIC_XP)} XP, when you read its note (${formatCount(REVISION_NOTE_READ_SECONDS)} seconds) or pass its ${formatCount(REVISION_CHECK_SIZE)}-question check; a rating alone earns none. The syllabus has ${formatCount(REVISION_SUBTOPIC_COUNT)} revision subtopics.`,
          `**Reviewing a due flashcard**: ${formatCount(FLASHCARD_REVIEW_XP)} XP per card reviewed on or after its due day; new cards and repeats earn none; at most ${formatCount(FLASHCARD_XP_DAILY_CAP)} XP a day from flashcards.`,
          `**Using an AI tool**: ${AI_TOOL_XP_PERCENT}% of the Med Coins spent, rounded down, when the run is finished.`,
          `**Referring a friend**: ${formatCount(REFERRAL_REWARD_XP)} XP (and ${formatCount(REFERRAL_REWARD_COINS)} Med Coins), once your friend has verified their email and come back on another day; at most ${formatCount(REFERRAL_MONTHLY_CAP)} a month.`,
          `Two weekly boards rank students: the XP board, and the practice board (correct answers, then accuracy, from ${formatCount(PRACTICE_BOARD_MIN_ANSWERS)} answers a week). Med Coins never count toward either.`,
          'See the rules in {XP Details}, every point you earned in {XP Tracking}, and the tasks that pay XP in {Task Tracking}.',
        ],
      },
      {
        id: 'levels',
        question: 'How do levels work, and what do I get for levelling up?',
        features: ['Levels'],
        answer: [
          ...LEVELS.map((level) => `**Level ${level.level}**: ${levelRangeText(level)}`),
          `Reaching a new level pays a one-time bonus: ${bonusLevels
            .map((level) => `**Level ${level.level}: ${formatCount(level.bonusCoins)} Med Coins**`)
            .join(', ')}.`,
          `Level 1’s bonus is included in the ${formatCount(WELCOME_BONUS_COINS)}-coin welcome bonus.`,
          'Your level and progress to the next one are on {Level System}.',
        ],
      },
      {
        id: 'streak',
        question: 'What is a streak?',
        features: ['Economy'],
        answer: [
          'Your **streak** is the number of days in a row you have logged in.',
          `Every ${ordinal(STREAK_BONUS_EVERY_DAYS)} day in a row pays a **streak bonus of ${formatCount(STREAK_BONUS_COINS)} Med Coins**.`,
          'Missing a day starts the streak again from one. Days follow India time, so a login just after midnight counts for the new day.',
        ],
      },
      {
        id: 'buy-coins',
        question: 'Can I buy more Med Coins?',
        features: ['Med Coins store', 'Payments'],
        answer: [
          ...COIN_PACKS.map((pack) => `**${formatCount(pack.coins)} Med Coins**: ${formatInr(pack.priceInr)}`),
          'Choose a pack in the {Med Coins Store} and pay at {Checkout}. The coins are added to your balance as soon as the payment succeeds.',
        ],
      },
    ],
  },
  {
    id: 'plans',
    title: 'Plans and payments',
    icon: 'crown',
    questions: [
      {
        id: 'plans-compared',
        question: 'What do the plans cost and what do they include?',
        features: ['Plans'],
        answer: [
          `**${freePlan?.name ?? 'Free'}**: ${formatInr(0)}. Everything in the app except the premium features below.`,
          ...paidPlans.map(
            (plan) =>
              `**${plan.name}**: ${planPriceText(plan)}. Deposits **${formatCount(plan.monthlyCoinDeposit)} Med Coins every month** while the plan is paid.`,
          ),
          `${premium?.name ?? 'Premium'} adds: ${premiumOnlyFeatures.join(', ')}.`,
          `${premiumPlus?.name ?? 'Premium Plus'} adds everything in ${premium?.name ?? 'Premium'} and: ${plusOnlyFeatures.join(', ')}.`,
          'The research assistant and the advanced case generator need an AI model on the server: where none is connected they are not sold, and {Plans & Pricing} does not list them.',
          'Compare them on {Plans & Pricing}.',
        ],
      },
      {
        id: 'paying',
        question: 'How do I pay, and what if a payment fails?',
        features: ['Payments', 'Refunds'],
        answer: [
          'Pick a plan on {Plans & Pricing} or a coin pack in the {Med Coins Store}, then pay at {Checkout}.',
          'After paying you land on {Payment Status}, which says whether the payment went through.',
          'If money left your account but the plan did not start, write to us from {Contact Us} with the payment reference. Refund rules are in the {Refund Policy}.',
        ],
      },
      {
        id: 'plan-ends',
        question: 'What happens when my paid plan ends?',
        features: ['Plans'],
        answer: [
          `A plan stays paid for the period you paid for; then your account returns to **${freePlan?.name ?? 'Free'}**.`,
          'Your notes, pearls, coins, XP and level stay. Only the premium features and the monthly coin deposit stop.',
          'If the app cannot check your plan for a moment, it shows Free until the check succeeds.',
        ],
      },
    ],
  },
];

function ordinal(value: number): string {
  const suffix =
    value % 10 === 1 && value !== 11
      ? 'st'
      : value % 10 === 2 && value !== 12
        ? 'nd'
        : value % 10 === 3 && value !== 13
          ? 'rd'
          : 'th';
  return `${value}${suffix}`;
}
