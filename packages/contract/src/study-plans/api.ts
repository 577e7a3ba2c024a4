/**
 * Study plans: the free formula planner (`/formulastudyplanner`), the AI study planner
 * (`/study-planner`, 20 Med Coins only when a model wrote the plan, docs/product-rules.md), day-wise plans
 * with time slots, re-planning after missed days, calendar export and today's tasks.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { LIBRARY_SUBJECT_IDS } from '../library/content.ts';
import { WEAK_SUBJECT_MIN_ANSWERS, WEAK_SUBTOPIC_BELOW_ACCURACY } from '../mcq/analytics-paths.ts';
import { displayText, text } from '../text.ts';

// The paths are zod-free (paths.ts): the dashboard and the Revise tab load them without zod.
export {
  studyPlanCalendarPath,
  studyPlanPaths,
} from './paths.ts';

export const STUDY_PLAN_MIN_DAYS = 14;
export const STUDY_PLAN_MAX_DAYS = 730;
const STUDY_PLAN_MIN_HOURS = 1;
export const STUDY_PLAN_MAX_HOURS = 16;
/** The least study time a subtopic gets on average before the revision weeks. */
export const STUDY_PLAN_MIN_MINUTES_PER_SUBTOPIC = 10;
/** The least revision time a subtopic gets on average in the revision weeks. */
export const STUDY_PLAN_MIN_REVISION_MINUTES_PER_SUBTOPIC = 5;
/** The planner's shares of a study day and of the whole plan (written on the page). */
export const STUDY_PLAN_SHARES = {
  /** The last sixth of the days (20 of 120) is for revision and full-length tests. */
  revisionPhase: 1 / 6,
  dueRevisions: 0.15,
  dailyTest: 0.1,
  /** A full-length mock test every fifth revision day. */
  mockEvery: 5,
  mockMinutes: 210,
  strongSubjectFactor: 0.5,
} as const;

export const studyPlanMessages = {
  /** What the question before spending calls it ("The AI study planner costs 20 Med Coins."). */
  aiPlannerName: 'The AI study planner',
  examDateInvalid: 'Enter the exam date as a date (YYYY-MM-DD).',
  examTooSoon: `Choose an exam date at least ${STUDY_PLAN_MIN_DAYS} days from today.`,
  examTooFar: `Choose an exam date within ${STUDY_PLAN_MAX_DAYS} days from today.`,
  hoursInvalid: `Choose between ${STUDY_PLAN_MIN_HOURS} and ${STUDY_PLAN_MAX_HOURS} hours a day.`,
  daysOffInvalid: 'Choose days off from Sunday to Saturday; leave at least one day a week to study.',
  weekdayHoursInvalid: `Give each day of the week 0 to ${STUDY_PLAN_MAX_HOURS} hours (0 is a day off), and at least one day some hours.`,
  offDatesInvalid: 'Enter each day off as a date (YYYY-MM-DD), at most 60 of them.',
  subjectInvalid: 'Choose strong subjects from the list.',
  dayStartInvalid: 'Enter the time your study day starts as HH:MM, between 04:00 and 20:00.',
  notesTooLong: 'Keep your notes for the planner under 1,000 characters.',
  noNotesYet: 'The library has no notes to plan with yet. Try again once notes are added.',
  notesFormulaOnly: 'Notes are read by the AI planner only; leave them empty for the formula planner.',
  tooLittleTime: (hours: number, needed: number) =>
    `Your plan has ${hours} hours of study before the revision weeks, and the 745 subtopics need at least ${needed}. Choose a later exam date, more hours on some days or fewer days off.`,
  revisionTooShort: (hours: number, needed: number) =>
    `Your revision weeks have ${hours} hours, and going over the 745 subtopics once more needs at least ${needed}. Choose a later exam date, more hours on some days or fewer days off.`,
  planNotFound: 'There is no such study plan. Open one from your study plans.',
  planNotYours: 'This study plan belongs to another account.',
  itemNotFound: 'There is no such item in this plan. Reload the plan.',
  examPassed: 'The exam date of this plan has passed, so there are no days left to move work to. Make a new plan.',
  nothingMissed: 'Nothing was missed: every past item is done, so nothing moved.',
  loadFailed: 'Your study plan could not be loaded. Check your connection and try again.',
  saveFailed: 'Your change could not be saved. Check your connection and try again.',
  offlineNoCharge:
    'No AI model is connected to this server, so the formula planner made this plan. Nothing was charged.',
  invalidModelOutput:
    'The AI model’s answer could not be used, so your 20 Med Coins were refunded and the formula planner made this plan.',
  modelWrote: 'An AI model weighed your subjects from your notes; the formula laid out the days.',
  insufficientCoins: 'Insufficient Med Coins: the AI study planner costs 20 Med Coins.',
  loginRequired: 'Please log in to plan your study',
} as const;

const isoDate = () =>
  text({ error: studyPlanMessages.examDateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, studyPlanMessages.examDateInvalid);

const studyPlanKindSchema = z.enum(['formula', 'ai']);
export type StudyPlanKind = z.infer<typeof studyPlanKindSchema>;

export const createStudyPlanBodySchema = z
  .object({
    kind: studyPlanKindSchema,
    examDate: isoDate(),
    /** The same hours every study day; `weekdayHours` gives each weekday its own instead. */
    hoursPerDay: z
      .number({ error: studyPlanMessages.hoursInvalid })
      .int(studyPlanMessages.hoursInvalid)
      .min(STUDY_PLAN_MIN_HOURS, studyPlanMessages.hoursInvalid)
      .max(STUDY_PLAN_MAX_HOURS, studyPlanMessages.hoursInvalid)
      .optional(),
    /** Hours on each weekday, Sunday first; 0 is a day off. Wins over `hoursPerDay` and `daysOff`. */
    weekdayHours: z
      .array(z.number({ error: studyPlanMessages.weekdayHoursInvalid }), {
        error: studyPlanMessages.weekdayHoursInvalid,
      })
      .length(7, studyPlanMessages.weekdayHoursInvalid)
      .refine(
        (hours) =>
          hours.every((h) => Number.isInteger(h) && h >= 0 && h <= STUDY_PLAN_MAX_HOURS) && hours.some((h) => h > 0),
        studyPlanMessages.weekdayHoursInvalid,
      )
      .optional(),
    /** Weekdays off, 0 (Sunday) to 6 (Saturday). */
    daysOff: z
      .array(z.number().int().min(0, studyPlanMessages.daysOffInvalid).max(6, studyPlanMessages.daysOffInvalid), {
        error: studyPlanMessages.daysOffInvalid,
      })
      .max(6, studyPlanMessages.daysOffInvalid)
      .prefault([]),
    offDates: z
      .array(text().regex(/^\d{4}-\d{2}-\d{2}$/, studyPlanMessages.offDatesInvalid), {
        error: studyPlanMessages.offDatesInvalid,
      })
      .max(60, studyPlanMessages.offDatesInvalid)
      .prefault([]),
    strongSubjects: z
      .array(z.enum(LIBRARY_SUBJECT_IDS, studyPlanMessages.subjectInvalid))
      .max(LIBRARY_SUBJECT_IDS.length)
      .prefault([]),
    dayStart: text()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, studyPlanMessages.dayStartInvalid)
      .refine((value) => value >= '04:00' && value <= '20:00', studyPlanMessages.dayStartInvalid)
      .prefault('07:00'),
    notes: displayText().max(1000, studyPlanMessages.notesTooLong).optional(),
  })
  .refine((body) => body.kind === 'ai' || !body.notes, { message: studyPlanMessages.notesFormulaOnly })
  .refine((body) => body.hoursPerDay !== undefined || body.weekdayHours !== undefined, {
    message: studyPlanMessages.hoursInvalid,
    path: ['hoursPerDay'],
  });
export type CreateStudyPlanBody = z.infer<typeof createStudyPlanBodySchema>;

/** A plan's hours on each weekday, Sunday first: as given, or the same hours on every day not off. */
export function weekdayHoursOf(body: {
  weekdayHours?: readonly number[] | null | undefined;
  hoursPerDay?: number | undefined;
  daysOff: readonly number[];
}): number[] {
  if (body.weekdayHours) return [...body.weekdayHours];
  return Array.from({ length: 7 }, (_, day) => (body.daysOff.includes(day) ? 0 : (body.hoursPerDay ?? 0)));
}

/** What a model writes for the AI planner; the formula turns it into days. */
export const aiStudyPlanAdviceSchema = z.object({
  summary: z.string().min(1).max(600),
  subjectEmphasis: z
    .array(
      z.object({
        subjectId: z.enum(LIBRARY_SUBJECT_IDS),
        /** 0.5 halves a subject's time, 2 doubles it. */
        factor: z.number().min(0.5).max(2),
        reason: z.string().min(1).max(200),
      }),
    )
    .max(LIBRARY_SUBJECT_IDS.length),
});
export type AiStudyPlanAdvice = z.infer<typeof aiStudyPlanAdviceSchema>;

const studyPlanItemKindSchema = z.enum(['study', 'revision', 'due_revisions', 'test', 'mock_test']);
export type StudyPlanItemKind = z.infer<typeof studyPlanItemKindSchema>;

const studyPlanItemSchema = z.object({
  id: z.string(),
  day: z.string(),
  kind: studyPlanItemKindSchema,
  title: z.string(),
  subjectId: z.string().nullable(),
  subtopicId: z.string().nullable(),
  /** Minutes after midnight, Asia/Kolkata. */
  startMinute: z.number().int(),
  minutes: z.number().int(),
  done: z.boolean(),
  movedFrom: z.string().nullable(),
});
export type StudyPlanItem = z.infer<typeof studyPlanItemSchema>;

const studyPlanSummarySchema = z.object({
  id: z.string(),
  kind: studyPlanKindSchema,
  madeBy: z.enum(['formula', 'model']),
  model: z.string().nullable(),
  title: z.string(),
  startDate: z.string(),
  examDate: z.string(),
  revisionStartDate: z.string(),
  /** The most hours of any weekday (older plans: the hours of every study day). */
  hoursPerDay: z.number().int(),
  /** Hours on each weekday, Sunday first; 0 is a day off. */
  weekdayHours: z.array(z.number().int()),
  dayStart: z.string(),
  daysOff: z.array(z.number().int()),
  offDates: z.array(z.string()),
  strongSubjects: z.array(z.string()),
  notes: z.string().nullable(),
  advice: aiStudyPlanAdviceSchema.nullable(),
  coinsSpent: z.number().int(),
  createdAt: z.string(),
  replannedAt: z.string().nullable(),
  itemCount: z.number().int(),
  doneCount: z.number().int(),
});
export type StudyPlanSummary = z.infer<typeof studyPlanSummarySchema>;

export const studyPlanReplySchema = successReply({
  plan: studyPlanSummarySchema,
  items: z.array(studyPlanItemSchema),
  /** Shown beside the plan: how it was made ("no model, nothing charged", …). */
  notice: z.string().nullable(),
});
export type StudyPlanReply = z.infer<typeof studyPlanReplySchema>;

export const studyPlansReplySchema = successReply({ plans: z.array(studyPlanSummarySchema) });
export type StudyPlansReply = z.infer<typeof studyPlansReplySchema>;

export const studyPlanParamsSchema = z.object({ planId: text().max(100) });
export const studyPlanItemParamsSchema = z.object({ planId: text().max(100), itemId: text().max(100) });
export const studyPlanItemBodySchema = z.object({ done: z.boolean({ error: 'Say whether the item is done.' }) });
export const studyPlanItemReplySchema = successReply({
  item: studyPlanItemSchema,
  /** XP the revision tracker paid when ticking a subtopic fed it. */
  xpAwarded: z.number().int(),
});
export type StudyPlanItemReply = z.infer<typeof studyPlanItemReplySchema>;

const movedItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  kind: studyPlanItemKindSchema,
  from: z.string(),
  to: z.string(),
});
export const replanReplySchema = successReply({ moved: z.array(movedItemSchema), message: z.string() });
export type ReplanReply = z.infer<typeof replanReplySchema>;

const todayTaskSchema = z.object({
  id: z.string(),
  source: z.enum(['plan', 'revision', 'daily_challenge', 'daily_login']),
  title: z.string(),
  href: z.string(),
  done: z.boolean(),
  /** What it pays, in words ("20 XP per subtopic", "No XP: study time"). */
  pays: z.string(),
});
export type TodayTask = z.infer<typeof todayTaskSchema>;
export const todayTasksReplySchema = successReply({ today: z.string(), tasks: z.array(todayTaskSchema) });
export type TodayTasksReply = z.infer<typeof todayTasksReplySchema>;

/** The formula as the planner page writes it. */
export const FORMULA_LINES = [
  'Days = every day from today to the day before the exam, without your days off (a weekday with 0 hours).',
  'Revision phase = the last sixth of the days (20 of 120): each subtopic once more, weighted as below, with a full-length 200-question test every fifth day.',
  'Each study day: 75% new subtopics, 15% the revisions your tracker says are due, 10% an MCQ test on the day’s subtopics.',
  'A subtopic’s share of study time = NEET PG weight of its subject × yield (high 1.5, medium 1, low 0.6) × 0.5 if you marked the subject strong, divided by the sum over all 745 subtopics.',
  `Order: first the subjects weak in your MCQ practice (at least ${WEAK_SUBJECT_MIN_ANSWERS} answers, under ${WEAK_SUBTOPIC_BELOW_ACCURACY}% right), weakest first, even one you marked strong; then the other subjects in syllabus order, the ones you marked strong last. With no practice yet, that is syllabus order with your strong subjects last.`,
  'Subtopics go in that order, in the study weeks and again in the revision weeks, each to the day where the middle of its share falls; a day’s minutes never exceed the hours you gave its weekday.',
  'A missed day: its subtopics spread evenly over the days left in the same phase, and each day is fitted to your hours again.',
] as const;
