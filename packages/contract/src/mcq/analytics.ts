/**
 * Practice analytics: a student's accuracy and counts per subject (`/subject-analysis`), and per
 * subtopic within one subject, weakest first (`/analysis/:subject`). Counted from practice answers.
 */
import { z } from 'zod';
import { LIBRARY_SUBJECT_IDS } from '../library/content.ts';

export {
  mcqAnalyticsPaths,
  practiceSubtopicsHref,
  WEAK_SUBJECT_MIN_ANSWERS,
  WEAK_SUBTOPIC_BELOW_ACCURACY,
  WEAK_SUBTOPIC_MIN_ANSWERS,
  WEAKEST_SUBTOPICS_TO_PRACTISE,
} from './analytics-paths.ts';

export const mcqAnalyticsMessages = {
  subjectNotFound: 'There is no such subject. Choose one from the subject analysis.',
  title: 'Subject analysis',
  description: 'Your accuracy in each subject, from your MCQ practice and tests.',
  loadFailed: 'Your analysis could not be loaded. Check your connection and try again.',
  nothingYet: 'You have not answered any questions yet. Practise a few and your analysis appears here.',
  accuracy: 'Accuracy',
  questionsDone: 'Questions done',
  answers: 'Answers',
  notStarted: 'Not started',
  percent: (value: number) => `${value}%`,
  weakestFirst: 'Subtopics, weakest first',
  noSubtopicsYet: 'No answers in this subject yet.',
  practiseWeakest: 'Practise my weakest subtopics',
  practiseSubtopic: 'Practise',
  backToSubjects: 'All subjects',
} as const;

const countsSchema = z.object({
  /** Answers given (every attempt counts). */
  answers: z.number().int(),
  correct: z.number().int(),
  /** Different questions answered at least once. */
  questionsDone: z.number().int(),
  /** Correct answers as a whole percentage of answers; null before the first answer. */
  accuracy: z.number().int().nullable(),
});
export type PracticeCounts = z.infer<typeof countsSchema>;

const subjectAnalyticsSchema = countsSchema.extend({ subjectId: z.string(), name: z.string() });
export const subjectsAnalyticsReplySchema = z.object({
  total: countsSchema,
  subjects: z.array(subjectAnalyticsSchema),
});
export type SubjectsAnalyticsReply = z.infer<typeof subjectsAnalyticsReplySchema>;

export const subjectAnalyticsParamsSchema = z.object({
  subjectId: z.enum(LIBRARY_SUBJECT_IDS, mcqAnalyticsMessages.subjectNotFound),
});
const subtopicAnalyticsSchema = countsSchema.extend({ subtopicId: z.string(), name: z.string() });
export type SubtopicAnalytics = z.infer<typeof subtopicAnalyticsSchema>;
export const subjectDetailReplySchema = z.object({
  subject: subjectAnalyticsSchema,
  /** Only subtopics with answers, weakest (lowest accuracy, then most answers) first. */
  subtopics: z.array(subtopicAnalyticsSchema),
});
export type SubjectDetailReply = z.infer<typeof subjectDetailReplySchema>;

/** `GET /api/analytics/weak-subtopics`: the weakest subtopics across subjects, weakest first. */
export const weakSubtopicsReplySchema = z.object({
  subtopics: z.array(
    subtopicAnalyticsSchema
      .pick({ subtopicId: true, name: true, answers: true, correct: true })
      .extend({ subjectId: z.string(), subjectName: z.string(), accuracy: z.number().int() }),
  ),
});
export type WeakSubtopicsReply = z.infer<typeof weakSubtopicsReplySchema>;

// ---------------------------------------------------------------------------------------------
// `/user-analytics`: the week-by-week picture, the streak and the readiness formula.

/** Weeks (Monday to Sunday, Asia/Kolkata) the overview covers, the current one last. */
export const OVERVIEW_WEEKS = 8;
/** Readiness looks at the last this many days for accuracy and consistency. */
export const READINESS_WINDOW_DAYS = 28;
/** A subject counts as covered once this many different questions in it are done. */
export const READINESS_COVERAGE_QUESTIONS = 10;
/** The weights of the readiness formula; they add up to 1. */
export const READINESS_WEIGHTS = { accuracy: 0.5, coverage: 0.3, consistency: 0.2 } as const;

/**
 * Answers, correct answers and accuracy (correct as a whole percent of answers; null without
 * answers): a week here, and the insights page's subjects and overall practice.
 */
export const accuracyTallyShape = {
  answers: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().int().nullable(),
};

const weekCountsSchema = z.object(accuracyTallyShape);
export type WeekCounts = z.infer<typeof weekCountsSchema>;

export const analyticsOverviewReplySchema = z.object({
  /** Monday of each week, `yyyy-mm-dd`, oldest first; the last is this week. */
  weekStarts: z.array(z.string()),
  /** All subjects together, one entry per week. */
  weeks: z.array(weekCountsSchema),
  /** Subjects with answers in these weeks, each with one entry per week. */
  subjects: z.array(z.object({ subjectId: z.string(), name: z.string(), weeks: z.array(weekCountsSchema) })),
  streak: z.object({
    /** Days in a row with at least one practice answer, up to today (or yesterday, before today's first). */
    current: z.number().int(),
    longest: z.number().int(),
    practisedToday: z.boolean(),
  }),
  readiness: z.object({
    /** 0–100, one decimal: the weighted sum of the three parts below. */
    score: z.number(),
    /** Correct answers / answers in the last READINESS_WINDOW_DAYS days, percent (0 without answers). */
    accuracy: z.number(),
    /** Subjects with at least READINESS_COVERAGE_QUESTIONS questions done / all subjects, percent. */
    coverage: z.number(),
    coveredSubjects: z.number().int(),
    totalSubjects: z.number().int(),
    /** Days with practice in the last READINESS_WINDOW_DAYS days / READINESS_WINDOW_DAYS, percent. */
    consistency: z.number(),
    activeDays: z.number().int(),
  }),
});
export type AnalyticsOverviewReply = z.infer<typeof analyticsOverviewReplySchema>;

export const userAnalyticsText = {
  title: 'Your analytics',
  description: 'Week by week across subjects, your practice streak, and how ready your practice shows you are.',
  loadFailed: 'Your analytics could not be loaded. Check your connection and try again.',
  nothingYet: 'No practice answers yet. Answer a few questions and your weeks appear here.',
  practise: 'Practise MCQs',
  streakTitle: 'Practice streak',
  streakDays: (days: number) => `${days} day${days === 1 ? '' : 's'} in a row`,
  streakLongest: (days: number) => `Longest: ${days} day${days === 1 ? '' : 's'}`,
  streakToday: 'You have practised today.',
  streakNotToday: 'Answer one question today to keep your streak.',
  weeksTitle: 'Questions answered each week',
  weeksChartLabel: (weeks: number) => `Bar chart: questions answered in each of the last ${weeks} weeks, with accuracy`,
  answersLegend: 'Answers',
  accuracyLegend: 'Accuracy (%)',
  heatmapTitle: 'Accuracy by subject and week',
  heatmapHint: 'Each cell is the week’s accuracy in that subject; empty cells are weeks without answers.',
  subject: 'Subject',
  weekOf: (label: string) => `Week of ${label}`,
  cell: (subject: string, week: string, accuracy: number, answers: number) =>
    `${subject}, week of ${week}: ${accuracy}% of ${answers} answers`,
  readinessTitle: 'Predicted readiness',
  readinessFormula: 'Readiness = 0.5 × accuracy + 0.3 × coverage + 0.2 × consistency',
  readinessAccuracy: (days: number) => `Accuracy: correct answers ÷ answers in the last ${days} days`,
  readinessCoverage: (questions: number, covered: number, total: number) =>
    `Coverage: subjects with at least ${questions} different questions done ÷ all subjects (${covered} of ${total})`,
  readinessConsistency: (active: number, days: number) =>
    `Consistency: days you practised in the last ${days} ÷ ${days} (${active} of ${days})`,
  readinessCaveat:
    'An estimate from your own practice on MedSutra, not a prediction of your rank or marks. Each part is a percentage.',
  subjectAnalysis: 'Subject analysis, weakest subtopics first',
} as const;
