/**
 * The economy table from docs/product-rules.md. Every coin amount, XP amount, level threshold, plan and
 * price lives here once; the server pays from it and the web app displays it.
 */

export const WELCOME_BONUS_COINS = 250;
export const DAILY_LOGIN_XP = 50;
export const STREAK_BONUS_EVERY_DAYS = 7;
export const STREAK_BONUS_COINS = 50;
export const REFERRAL_REWARD_COINS = 250;
export const REFERRAL_REWARD_XP = 500;
/** Paid referrals per referrer per calendar month (Asia/Kolkata); the rest are not paid. */
export const REFERRAL_MONTHLY_CAP = 10;
/** After one referred sign-up from an address, others from it within this window are not paid. */
export const REFERRAL_SAME_ADDRESS_WINDOW_MINUTES = 60;
export const PEARL_CREATED_XP = 100;
export const MEDSTAGRAM_SHARE_XP = 50;
export const REVISION_SUBTOPIC_XP = 20;
export const REVISION_SUBTOPIC_COUNT = 745;
/** XP for reviewing a flashcard that was due (new cards and repeats earn none). */
export const FLASHCARD_REVIEW_XP = 1;
/** At most this much XP a day (Asia/Kolkata) from flashcards. */
export const FLASHCARD_XP_DAILY_CAP = 50;
/** XP for a first correct practice answer, by the question's difficulty. */
export const PRACTICE_XP_BY_DIFFICULTY = { easy: 2, medium: 3, hard: 5 } as const;
/** At most this much XP a day (Asia/Kolkata) from practice. */
export const PRACTICE_XP_DAILY_CAP = 300;
/** XP per correct answer in a submitted test (any test), paid once per test. */
export const TEST_XP_PER_CORRECT = 1;
/** The finishing bonus of a full-length test answered at least TEST_BONUS_MIN_ANSWERED_PERCENT. */
export const TEST_FINISHED_XP = 50;
export const TEST_BONUS_MIN_ANSWERED_PERCENT = 80;
/** Pearls pay PEARL_CREATED_XP for the first this many a day, each of at least PEARL_XP_MIN_CHARS. */
export const PEARLS_PAID_PER_DAY = 2;
export const PEARL_XP_MIN_CHARS = 80;
/** The weekly practice board ranks only students with at least this many practice answers in the week. */
export const PRACTICE_BOARD_MIN_ANSWERS = 50;
/** XP for using an AI tool: this share of the Med Coins spent, rounded down. */
export const AI_TOOL_XP_PERCENT = 50;
/** The calendar day for daily login and streaks. */
export const ECONOMY_TIME_ZONE = 'Asia/Kolkata';

export interface LevelDefinition {
  level: number;
  minXp: number;
  /** Inclusive upper bound; null for the top level. */
  maxXp: number | null;
  /** Med Coins paid once on reaching this level (level 1's is inside the welcome bonus). */
  bonusCoins: number;
}

export const LEVELS: readonly LevelDefinition[] = [
  { level: 1, minXp: 0, maxXp: 500, bonusCoins: 0 },
  { level: 2, minXp: 501, maxXp: 1000, bonusCoins: 100 },
  { level: 3, minXp: 1001, maxXp: 2000, bonusCoins: 200 },
  { level: 4, minXp: 2001, maxXp: 3500, bonusCoins: 300 },
  { level: 5, minXp: 3501, maxXp: null, bonusCoins: 500 },
];

export function levelForXp(xp: number): number {
  let current = 1;
  for (const definition of LEVELS) {
    if (xp >= definition.minXp) current = definition.level;
  }
  return current;
}

export const AI_TOOL_COSTS = {
  studyPlanner: 20,
  conceptMaker: 50,
  imageAnalyser: 50,
  mindmap: 100,
  wardDx: 100,
  clinicalRounds: 100,
  viva: 100,
  neuroCase: 150,
  gastroCase: 150,
  advancedCaseGenerator: 200,
  researchAssistant: 250,
} as const;

export type AiToolKey = keyof typeof AI_TOOL_COSTS;

/**
 * The library versions: what a tool costs when no AI model is configured and it runs from the
 * library instead (cases, viva, rounds, mindmap, concept map). At most 20 Med Coins
 * (docs/decisions/122-library-versions-are-priced-for-what-they-give.md). A tool missing here
 * needs a model and is not sold without one; the study planner without a model is the free
 * formula plan.
 */
const LIBRARY_VERSION_COSTS: Partial<Record<AiToolKey, number>> = {
  conceptMaker: 10,
  mindmap: 10,
  wardDx: 20,
  clinicalRounds: 20,
  viva: 20,
  neuroCase: 20,
  gastroCase: 20,
};

/**
 * Whether a plan's premium feature is sold on this install: a feature that is a tool needing a
 * model (research, the case generator) is not, until one is configured (decision 122).
 */
export function premiumFeatureSoldHere(feature: PremiumFeature, modelConfigured: boolean): boolean {
  return !(feature in AI_TOOL_COSTS) || aiToolCost(feature as AiToolKey, modelConfigured) !== null;
}

/** What one run costs on this install: the model's price, the library version's, or null (not sold). */
export function aiToolCost(key: AiToolKey, modelConfigured: boolean): number | null {
  return modelConfigured ? AI_TOOL_COSTS[key] : (LIBRARY_VERSION_COSTS[key] ?? null);
}

export const AI_TOOL_NAMES: Record<AiToolKey, string> = {
  studyPlanner: 'Study planner',
  conceptMaker: 'Concept maker',
  imageAnalyser: 'Image analyser',
  mindmap: 'Mindmap generator',
  wardDx: 'Ward DX',
  clinicalRounds: 'Clinical rounds simulator',
  viva: 'Practical exam (viva) simulator',
  neuroCase: 'NeuroCase',
  gastroCase: 'GastroCase',
  advancedCaseGenerator: 'Advanced case generator',
  researchAssistant: 'Research assistant',
};

export function aiToolXp(coinsSpent: number): number {
  return Math.floor((coinsSpent * AI_TOOL_XP_PERCENT) / 100);
}

export type PlanId = 'free' | 'premium' | 'premiumPlus';
export type PremiumFeature =
  | 'advancedCaseGenerator'
  | 'researchAssistant'
  | 'premiumChat'
  | 'prioritySupport'
  | 'neetPgPdfDecoding';

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** The `plan` label the server replies with. */
  label: string;
  monthlyPriceInr: number;
  sixMonthPriceInr: number | null;
  sixMonthSavingPercent: number | null;
  monthlyCoinDeposit: number;
  features: readonly PremiumFeature[];
  supportReplyHours: string;
  /** Golden Med Store items marked "included in Premium Plus" come free with this plan. */
  includesGoldenStoreItems: boolean;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    label: 'Free',
    monthlyPriceInr: 0,
    sixMonthPriceInr: null,
    sixMonthSavingPercent: null,
    monthlyCoinDeposit: 0,
    features: [],
    supportReplyHours: '24-48',
    includesGoldenStoreItems: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    label: '999/month',
    monthlyPriceInr: 999,
    sixMonthPriceInr: 3477,
    sixMonthSavingPercent: 42,
    monthlyCoinDeposit: 3000,
    features: ['advancedCaseGenerator', 'researchAssistant', 'premiumChat', 'prioritySupport'],
    supportReplyHours: '12-24',
    includesGoldenStoreItems: false,
  },
  {
    id: 'premiumPlus',
    name: 'Premium Plus',
    label: '1499/month',
    monthlyPriceInr: 1499,
    sixMonthPriceInr: 5037,
    sixMonthSavingPercent: 44,
    monthlyCoinDeposit: 6000,
    features: ['advancedCaseGenerator', 'researchAssistant', 'premiumChat', 'prioritySupport', 'neetPgPdfDecoding'],
    supportReplyHours: '12-24',
    includesGoldenStoreItems: true,
  },
];

export const PREMIUM_FEATURE_NAMES: Record<PremiumFeature, string> = {
  advancedCaseGenerator: 'Advanced case generator',
  researchAssistant: 'AI research assistant',
  premiumChat: 'Premium chat',
  prioritySupport: 'Support replies in 12-24 hours',
  neetPgPdfDecoding: 'NEET PG PDF decoding',
};

/** Paid when the label is a paid plan's (`999/month`), with or without '/month'. */
export function isPaidPlanLabel(label: string | null | undefined): boolean {
  const value = label?.trim();
  return PLANS.some(
    (plan) => plan.monthlyPriceInr > 0 && (plan.label === value || plan.label.replace(/\/month$/, '') === value),
  );
}

export interface CoinPack {
  id: string;
  coins: number;
  priceInr: number;
}

export const COIN_PACKS: readonly CoinPack[] = [
  { id: 'coins-1000', coins: 1000, priceInr: 99 },
  { id: 'coins-5000', coins: 5000, priceInr: 449 },
  { id: 'coins-10000', coins: 10000, priceInr: 849 },
];

/**
 * A count as Indian readers group it ("1,23,456"), what `toLocaleString('en-IN')` gives, written
 * out for whole numbers: the first `toLocaleString` of a page loads ICU's locale data, some 20 ms
 * of a phone's start-up that every page paid for the route descriptions' prices. Fractions still
 * go through ICU.
 */
export function formatIndianNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

export function formatInr(amount: number): string {
  return `₹${formatIndianNumber(amount)}`;
}

export interface LevelProgress {
  level: number;
  /** XP where the current level began. */
  levelMinXp: number;
  /** XP that reaches the next level; null at the top level. */
  nextLevelXp: number | null;
  /** Med Coins paid on reaching the next level; null at the top level. */
  nextLevelBonusCoins: number | null;
}

/** Where an XP balance sits in the level table, for progress bars and "next level" hints. */
export function levelProgress(xp: number): LevelProgress {
  const level = levelForXp(xp);
  const current = LEVELS.find((definition) => definition.level === level)!;
  const next = LEVELS.find((definition) => definition.level === level + 1);
  return {
    level,
    levelMinXp: current.minXp,
    nextLevelXp: next?.minXp ?? null,
    nextLevelBonusCoins: next?.bonusCoins ?? null,
  };
}
