/**
 * The economy's calls: request and reply shapes and the economy's user-facing messages. Paths,
 * ledger kinds and their labels are in `economy/paths.ts`; figures in `economy/table.ts`.
 */

import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { text } from '../text.ts';
import { HISTORY_PAGE_SIZE_DEFAULT, HISTORY_PAGE_SIZE_MAX, leaderboardPeriods, ledgerKinds } from './paths.ts';
import { formatIndianNumber } from './table.ts';

// The zod-free half lives in economy-paths.ts (the web app loads it without zod); re-exported here.
export {
  ANALYTICS_DAYS,
  economyApiPaths,
  LEADERBOARD_SIZE,
  type LeaderboardPeriod,
  type LedgerKind,
} from './paths.ts';

/** A paid AI call's reply says what it cost and paid: the Med Coins taken and the XP given. */
export const aiChargeShape = { medCoinsDeducted: z.number().int(), xpAwarded: z.number().int() };

export const economyMessages = {
  insufficientCoins: 'Insufficient Med Coins',
  welcomeBonus: 'Welcome bonus',
  levelBonus: (level: number) => `Level ${level} bonus`,
  dailyLogin: 'Daily login',
  streakBonus: (days: number) => `${days}-day login streak bonus`,
  referral: 'A friend joined with your referral code',
  pearlCreated: 'Pearl created',
  sharedToMedstagram: 'Shared to Medstagram',
  revisionSubtopic: 'Revision subtopic completed',
  flashcardReviewed: 'Due flashcard reviewed',
  practiceFirstCorrect: 'MCQ answered correctly',
  testFinished: 'Test submitted',
  dailyChallengeCorrect: 'Daily challenge answered correctly',
  dailyChallengeAllCorrect: 'Daily challenge: all correct',
  aiToolUsed: (tool: string) => `${tool} used`,
  aiToolFinished: (tool: string) => `${tool} finished`,
  aiToolRefunded: (tool: string) => `${tool} refunded: the job did not complete`,
  coinPackPurchased: (coins: number) => `Bought ${formatIndianNumber(coins)} Med Coins`,
  planDeposit: (plan: string) => `${plan} monthly Med Coins`,
  refunded: 'Refund',
} as const;

const emailQuery = text().trim().toLowerCase().min(1, 'Please enter your email address').max(254);

/** `_t` is the web app's cache-buster; the server ignores it. */
export const balanceQuerySchema = z.object({ email: emailQuery, _t: text().max(50).optional() });

export const medCoinsBalanceReplySchema = successReply({
  balance: z.number().int(),
  streakDays: z.number().int(),
  /** True only on the call that paid today's daily login XP. */
  dailyLoginAwarded: z.boolean(),
  /** True when that call began a new streak (day 1: the first login, or the first after a missed day). */
  isNewStreak: z.boolean(),
  /** Med Coins paid for the streak on this call, else 0. */
  streakBonus: z.number().int(),
});
export type MedCoinsBalanceReply = z.infer<typeof medCoinsBalanceReplySchema>;

export const xpBalanceReplySchema = successReply({ xpBalance: z.number().int(), currentLevel: z.number().int() });
export type XpBalanceReply = z.infer<typeof xpBalanceReplySchema>;

export const historyQuerySchema = z.object({
  email: emailQuery,
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_PAGE_SIZE_MAX, `pageSize can be at most ${HISTORY_PAGE_SIZE_MAX}`)
    .default(HISTORY_PAGE_SIZE_DEFAULT),
  kind: z.enum(ledgerKinds).optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** Signed: positive earned, negative spent. */
  amount: z.number().int(),
  kind: z.enum(ledgerKinds),
  task: z.string().nullable(),
  reason: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const historyReplySchema = successReply({
  entries: z.array(ledgerEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type HistoryReply = z.infer<typeof historyReplySchema>;

export const analyticsQuerySchema = z.object({ email: emailQuery });

export const coinAnalyticsReplySchema = successReply({
  totalEarned: z.number().int(),
  /** A positive number: coins spent, net of refunds. */
  totalSpent: z.number().int(),
  /** One group per kind and task (the AI tool), largest first. */
  byTask: z.array(
    z.object({
      kind: z.enum(ledgerKinds),
      task: z.string().nullable(),
      earned: z.number().int(),
      spent: z.number().int(),
      count: z.number().int(),
    }),
  ),
  /** The last ANALYTICS_DAYS calendar days in Asia/Kolkata, oldest first, every day present. */
  byDay: z.array(z.object({ day: z.string(), earned: z.number().int(), spent: z.number().int() })),
});
export type CoinAnalyticsReply = z.infer<typeof coinAnalyticsReplySchema>;

export const leaderboardQuerySchema = z.object({
  email: emailQuery,
  period: z.enum(leaderboardPeriods).default('weekly'),
});

const leaderboardEntrySchema = z.object({
  /** Equal XP shares a rank. */
  rank: z.number().int(),
  displayName: z.string(),
  /** XP in the period (weekly) or in all (all-time). */
  xp: z.number().int(),
  level: z.number().int(),
  isYou: z.boolean(),
});

export const leaderboardReplySchema = successReply({
  period: z.enum(leaderboardPeriods),
  /** The week shown (Monday 00:00 to the next Monday 00:00, Asia/Kolkata) as ISO instants; null for all-time. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  entries: z.array(leaderboardEntrySchema),
  you: z.object({
    /** Null when you have left the leaderboard or have no XP in the period. */
    rank: z.number().int().nullable(),
    xp: z.number().int(),
    level: z.number().int(),
    optedOut: z.boolean(),
  }),
});
export type LeaderboardReply = z.infer<typeof leaderboardReplySchema>;

export { PRACTICE_BOARD_MIN_ANSWERS } from './table.ts';

export const practiceBoardQuerySchema = z.object({ email: emailQuery });

const practiceBoardEntrySchema = z.object({
  /** By correct answers, then accuracy; equal on both shares a rank. */
  rank: z.number().int(),
  displayName: z.string(),
  correct: z.number().int(),
  answered: z.number().int(),
  /** Whole per cent. */
  accuracy: z.number().int(),
  isYou: z.boolean(),
});

export const practiceBoardReplySchema = successReply({
  periodStart: z.string(),
  periodEnd: z.string(),
  minAnswers: z.number().int(),
  entries: z.array(practiceBoardEntrySchema),
  you: z.object({
    /** Null below PRACTICE_BOARD_MIN_ANSWERS this week, or when you have left the leaderboards. */
    rank: z.number().int().nullable(),
    correct: z.number().int(),
    answered: z.number().int(),
    accuracy: z.number().int().nullable(),
    optedOut: z.boolean(),
  }),
});
export type PracticeBoardReply = z.infer<typeof practiceBoardReplySchema>;

export const leaderboardSettingsRequestSchema = z.object({ email: emailQuery, optOut: z.boolean() });
export type LeaderboardSettingsRequest = z.infer<typeof leaderboardSettingsRequestSchema>;
export const leaderboardSettingsReplySchema = successReply({ optOut: z.boolean() });
export type LeaderboardSettingsReply = z.infer<typeof leaderboardSettingsReplySchema>;
