/**
 * The economy's call paths and ledger vocabulary, without zod: the web app imports these at run
 * time, and zod stays out of its chunks. `economy/api.ts` re-exports all of it beside the schemas.
 */
import { AI_TOOL_NAMES, type AiToolKey } from './table.ts';

export const economyApiPaths = {
  medCoinsBalance: '/api/med-coins/balance',
  xpBalance: '/api/xp/balance',
  medCoinsHistory: '/api/med-coins/history',
  xpHistory: '/api/xp/history',
  medCoinsAnalytics: '/api/med-coins/analytics',
  leaderboard: '/api/leaderboard',
  leaderboardSettings: '/api/leaderboard/settings',
  practiceBoard: '/api/leaderboard/practice',
} as const;

export const referralApiPaths = {
  summary: '/api/referral/summary',
} as const;

/** The sign-in page reads this query parameter, prefills the code and switches to sign-up. */
const REFERRAL_QUERY_PARAM = 'ref';

/** `{publicUrl}/login?ref=CODE`: the link a student shares. */
export function referralLinkFor(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/login?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

/** What a ledger entry is for. The same list serves the Med Coin and the XP ledger. */
export const ledgerKinds = [
  'welcome_bonus',
  'level_bonus',
  'daily_login',
  'streak_bonus',
  'referral',
  'pearl',
  'share',
  'revision',
  'flashcards',
  'practice',
  'test',
  'daily_challenge',
  'ai_spend',
  'ai_refund',
  'purchase',
  'plan_deposit',
  'refund',
  'admin',
  'store_purchase',
  'store_sale',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  welcome_bonus: 'Welcome bonus',
  level_bonus: 'Level bonus',
  daily_login: 'Daily login',
  streak_bonus: 'Streak bonus',
  referral: 'Referral',
  pearl: 'Pearls',
  share: 'Medstagram shares',
  revision: 'Revision',
  flashcards: 'Flashcards',
  practice: 'MCQ practice',
  test: 'Tests',
  daily_challenge: 'Daily challenge',
  ai_spend: 'AI tools',
  ai_refund: 'AI tool refunds',
  purchase: 'Coin purchases',
  plan_deposit: 'Plan deposits',
  refund: 'Refunds',
  admin: 'Adjustments by MedSutra',
  store_purchase: 'Notes bought',
  store_sale: 'Notes sold',
};

/** The label of a ledger row or analytics group: the AI tool's name when there is one. */
export function ledgerTaskLabel(kind: LedgerKind, task: string | null): string {
  if (task && task in AI_TOOL_NAMES) return AI_TOOL_NAMES[task as AiToolKey];
  return LEDGER_KIND_LABELS[kind];
}

export const HISTORY_PAGE_SIZE_DEFAULT = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;
export const ANALYTICS_DAYS = 30;
export const LEADERBOARD_SIZE = 50;
export const leaderboardPeriods = ['weekly', 'all-time'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
