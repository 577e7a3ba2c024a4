import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userRef } from './columns.ts';

/**
 * Study plans: a plan's inputs and who made it (the formula, or a model's weights on top of it),
 * and its day-wise items with time slots. Items name library subtopics without a foreign key, as
 * elsewhere. `movedFrom` keeps the day an item was first planned for once a replan moved it.
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    kind: text('kind', { enum: ['formula', 'ai'] }).notNull(),
    /** `model` only when a model wrote the plan's weights; otherwise the formula alone did. */
    madeBy: text('made_by', { enum: ['formula', 'model'] }).notNull(),
    model: text('model'),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    revisionStartDate: date('revision_start_date', { mode: 'string' }).notNull(),
    hoursPerDay: integer('hours_per_day').notNull(),
    /** The day's first slot, minutes after midnight in Asia/Kolkata. */
    dayStartMinute: integer('day_start_minute').notNull(),
    daysOff: jsonb('days_off').$type<number[]>().notNull(),
    /** Hours on each weekday, Sunday first (0 is a day off); null on plans made before it, which had `hoursPerDay` every day not off. */
    weekdayHours: jsonb('weekday_hours').$type<number[]>(),
    offDates: jsonb('off_dates').$type<string[]>().notNull(),
    strongSubjects: jsonb('strong_subjects').$type<string[]>().notNull(),
    /** The student's own words for the AI planner. */
    notes: text('notes'),
    /** What the model added (subject emphasis and its reasons), shown on the plan. */
    advice: jsonb('advice').$type<Record<string, unknown>>(),
    coinsSpent: integer('coins_spent').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    replannedAt: timestamptz('replanned_at'),
  },
  (table) => [
    index('study_plans_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('study_plans_hours', sql`${table.hoursPerDay} between 1 and 16`),
  ],
);

export const studyPlanItems = pgTable(
  'study_plan_items',
  {
    id: uuid('id').primaryKey(),
    planId: parentRef('plan_id', () => studyPlans.id),
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    startMinute: integer('start_minute').notNull(),
    minutes: integer('minutes').notNull(),
    kind: text('kind', { enum: ['study', 'revision', 'due_revisions', 'test', 'mock_test'] }).notNull(),
    subjectId: text('subject_id'),
    subtopicId: text('subtopic_id'),
    title: text('title').notNull(),
    /** The share of the day this item asks for before the day is fitted to the hours (a weight). */
    weight: integer('weight').notNull(),
    doneAt: timestamptz('done_at'),
    movedFrom: date('moved_from', { mode: 'string' }),
  },
  (table) => [index('study_plan_items_plan_day_idx').on(table.planId, table.day, table.position)],
);
