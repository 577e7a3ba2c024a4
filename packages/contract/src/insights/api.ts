/** The insights reply's schema (see insights.ts for the paths and messages). */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { accuracyTallyShape } from '../mcq/analytics.ts';

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const insightsActivityDaySchema = z.object({
  day: daySchema,
  /** MCQ answers, revision reviews, tutor questions and other study actions (pearls, shares, tests, AI tools). */
  total: z.number().int(),
  mcq: z.number().int(),
  revision: z.number().int(),
  tutor: z.number().int(),
  other: z.number().int(),
});
export type InsightsActivityDay = z.infer<typeof insightsActivityDaySchema>;

const insightsBalanceWeekSchema = z.object({
  /** The Monday (Asia/Kolkata) the week starts. */
  weekStart: daySchema,
  /** Balances at the end of that week (or now, for the current week). */
  xp: z.number().int(),
  coins: z.number().int(),
});
export type InsightsBalanceWeek = z.infer<typeof insightsBalanceWeekSchema>;

const insightsSubjectSchema = z.object({
  subjectId: z.string(),
  name: z.string(),
  ...accuracyTallyShape,
  /** Revision: subtopics of the subject and how many were revised at least once. */
  subtopics: z.number().int(),
  revised: z.number().int(),
});
export type InsightsSubject = z.infer<typeof insightsSubjectSchema>;

const insightsSubtopicSchema = z.object({
  subtopicId: z.string(),
  name: z.string(),
  subjectName: z.string(),
  answers: z.number().int(),
  accuracy: z.number().int(),
});
export type InsightsSubtopic = z.infer<typeof insightsSubtopicSchema>;

const insightsNextStepSchema = z.object({
  kind: z.enum(['revise', 'practise', 'start']),
  title: z.string(),
  detail: z.string(),
  /** A page of the app, ready to link. */
  href: z.string(),
});
export type InsightsNextStep = z.infer<typeof insightsNextStepSchema>;

/** What the "share my progress" card shows: nothing private (no email, no coin balance, no weak spots). */
const insightsShareSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  /** Days in a row with study (the heatmap's current streak). */
  streakDays: z.number().int(),
  activeDays: z.number().int(),
  subtopicsRevised: z.number().int(),
  subtopicsTotal: z.number().int(),
  /** Overall MCQ accuracy, whole percent; null before the first answer. */
  accuracy: z.number().int().nullable(),
});
export type InsightsShare = z.infer<typeof insightsShareSchema>;

export const insightsReplySchema = successReply({
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
  practice: z.object(accuracyTallyShape),
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
