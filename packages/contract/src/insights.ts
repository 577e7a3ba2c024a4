/**
 * The insights page (`/{email}insights`): one student's study picture, for that student only.
 * Paths, messages and the reply's shape; the web app imports the types only (no zod on its page).
 */
import { z } from 'zod';

export const insightsPaths = {
  insights: '/api/insights/:email',
} as const;
export const insightsApiPath = (email: string) => `/api/insights/${encodeURIComponent(email)}`;
/** The page of a student's insights: a single segment, the email followed by `insights`. */
export const insightsPagePath = (email: string) => `/${encodeURIComponent(email)}insights`;

/** Days the heatmap covers, ending today (Asia/Kolkata); weeks the XP and coin lines cover. */
export const INSIGHTS_HEATMAP_DAYS = 365;
export const INSIGHTS_BALANCE_WEEKS = 26;
/** A subtopic is ranked strongest or weakest only after this many practice answers. */
export const INSIGHTS_SUBTOPIC_MIN_ANSWERS = 5;
/** How many strongest and weakest subtopics the page lists. */
export const INSIGHTS_SUBTOPIC_LIST_SIZE = 3;
export const INSIGHTS_NEXT_STEPS = 3;

export const insightsMessages = {
  title: 'Your insights',
  description: 'Your study picture: activity, XP and coins, accuracy, revision and what to study next.',
  loadFailed: 'Your insights could not be loaded. Check your connection and try again.',
  notYours: 'These insights belong to another account. You can open only your own.',
  nothingYet: 'No activity yet. Answer a few MCQs or revise a subtopic and your picture starts here.',
  shareTitle: 'Share my progress',
  shareNote: 'This card holds no email, no Med Coin balance and no weak subjects: only what you would show a friend.',
  shareCopied: 'Your progress card was copied.',
  shareFailed: 'Your progress could not be copied. Select the text and copy it yourself.',
} as const;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const insightsActivityDaySchema = z.object({
  day: daySchema,
  /** MCQ answers, revision reviews, tutor questions and other study actions (pearls, shares, tests, AI tools). */
  total: z.number().int(),
  mcq: z.number().int(),
  revision: z.number().int(),
  tutor: z.number().int(),
  other: z.number().int(),
});
export type InsightsActivityDay = z.infer<typeof insightsActivityDaySchema>;

export const insightsBalanceWeekSchema = z.object({
  /** The Monday (Asia/Kolkata) the week starts. */
  weekStart: daySchema,
  /** Balances at the end of that week (or now, for the current week). */
  xp: z.number().int(),
  coins: z.number().int(),
});
export type InsightsBalanceWeek = z.infer<typeof insightsBalanceWeekSchema>;

export const insightsSubjectSchema = z.object({
  subjectId: z.string(),
  name: z.string(),
  answers: z.number().int(),
  correct: z.number().int(),
  /** Whole percent; null before the first answer. */
  accuracy: z.number().int().nullable(),
  /** Revision: subtopics of the subject and how many were revised at least once. */
  subtopics: z.number().int(),
  revised: z.number().int(),
});
export type InsightsSubject = z.infer<typeof insightsSubjectSchema>;

export const insightsSubtopicSchema = z.object({
  subtopicId: z.string(),
  name: z.string(),
  subjectName: z.string(),
  answers: z.number().int(),
  accuracy: z.number().int(),
});
export type InsightsSubtopic = z.infer<typeof insightsSubtopicSchema>;

export const insightsNextStepSchema = z.object({
  kind: z.enum(['revise', 'practise', 'start']),
  title: z.string(),
  detail: z.string(),
  /** A page of the app, ready to link. */
  href: z.string(),
});
export type InsightsNextStep = z.infer<typeof insightsNextStepSchema>;

/** What the "share my progress" card shows: nothing private (no email, no coin balance, no weak spots). */
export const insightsShareSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  streakDays: z.number().int(),
  activeDays: z.number().int(),
  subtopicsRevised: z.number().int(),
  subtopicsTotal: z.number().int(),
  /** Overall MCQ accuracy, whole percent; null before the first answer. */
  accuracy: z.number().int().nullable(),
});
export type InsightsShare = z.infer<typeof insightsShareSchema>;

export const insightsReplySchema = z.object({
  success: z.literal(true),
  today: daySchema,
  activity: z.object({
    from: daySchema,
    to: daySchema,
    /** Only the days with activity, oldest first. */
    days: z.array(insightsActivityDaySchema),
    activeDays: z.number().int(),
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
  }),
  balances: z.object({
    weeks: z.array(insightsBalanceWeekSchema),
    xp: z.number().int(),
    coins: z.number().int(),
  }),
  practice: z.object({
    answers: z.number().int(),
    correct: z.number().int(),
    accuracy: z.number().int().nullable(),
  }),
  subjects: z.array(insightsSubjectSchema),
  revision: z.object({
    total: z.number().int(),
    revised: z.number().int(),
    due: z.number().int(),
    overdue: z.number().int(),
  }),
  strongest: z.array(insightsSubtopicSchema),
  weakest: z.array(insightsSubtopicSchema),
  next: z.array(insightsNextStepSchema),
  share: insightsShareSchema,
});
export type InsightsReply = z.infer<typeof insightsReplySchema>;

export const insightsParamsSchema = z.object({ email: z.string().trim().min(3).max(320) });

/** The share card as text: what "copy" puts on the clipboard. */
export function shareText(share: InsightsShare, productName: string): string {
  const lines = [
    `${share.name} on ${productName}`,
    `Level ${share.level} · ${share.xp.toLocaleString('en-IN')} XP`,
    `${share.activeDays} active days this year · streak ${share.streakDays} days`,
    `${share.subtopicsRevised} of ${share.subtopicsTotal} subtopics revised`,
  ];
  if (share.accuracy !== null) lines.push(`MCQ accuracy ${share.accuracy}%`);
  return lines.join('\n');
}
