/**
 * The formula planner: pure and deterministic (the same inputs make the same plan). It divides
 * the syllabus by NEET PG weight, lays the student's weak subjects first (`studyOrder`), leaves
 * the last sixth of the days for revision and full-length tests, and fits every day to the hours
 * the student gave its weekday. `replan` spreads what a missed day held over
 * the days left. The formula is written for students in the contract's FORMULA_LINES.
 */
import type { LibrarySubjectId } from '@medsutra/contract/library/content';
import { NEET_PG_SUBJECT_WEIGHTS, YIELD_FACTORS } from '@medsutra/contract/library/neet-pg-weights';
import {
  STUDY_PLAN_MIN_MINUTES_PER_SUBTOPIC,
  STUDY_PLAN_MIN_REVISION_MINUTES_PER_SUBTOPIC,
  STUDY_PLAN_SHARES,
  type StudyPlanItemKind,
  studyPlanMessages,
} from '@medsutra/contract/study-plans/api';

export interface PlannerInput {
  startDate: string;
  examDate: string;
  /** Hours to study on each weekday, Sunday first (0 is a day off). */
  weekdayHours: readonly number[];
  offDates: readonly string[];
  strongSubjects: readonly string[];
  /** Subjects weak in the student's practice, weakest first (the analytics' subjectWeaknessOf). */
  weakSubjects: readonly string[];
  dayStartMinute: number;
  /** A model's emphasis per subject (0.5–2); 1 when absent. */
  subjectEmphasis?: Readonly<Record<string, number>>;
}

export interface SyllabusSubtopic {
  id: string;
  name: string;
  subjectId: string;
  subjectName: string;
  yield: 'high' | 'medium' | 'low';
}

export interface PlannedItem {
  day: string;
  position: number;
  startMinute: number;
  minutes: number;
  kind: StudyPlanItemKind;
  subjectId: string | null;
  subtopicId: string | null;
  title: string;
  weight: number;
}

export class PlanInfeasibleError extends Error {
  override readonly name = 'PlanInfeasibleError';
}

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The minutes a day holds: its weekday's hours (a plan never lays more on a day than this). */
const dayCapacity = (input: Pick<PlannerInput, 'weekdayHours'>, day: string) =>
  (input.weekdayHours[weekdayOf(day)] ?? 0) * 60;

/** Study days from `from` to the day before `examDate`, without the days off (0 hours, or a date off). */
function workDays(input: Pick<PlannerInput, 'weekdayHours' | 'offDates' | 'examDate'>, from: string): string[] {
  const off = new Set(input.offDates);
  const days: string[] = [];
  for (let day = from; day < input.examDate; day = addDays(day, 1)) {
    if (dayCapacity(input, day) > 0 && !off.has(day)) days.push(day);
  }
  return days;
}

function revisionStartDate(input: Pick<PlannerInput, 'startDate' | 'examDate'>): string {
  const total = daysBetween(input.startDate, input.examDate);
  return addDays(input.examDate, -Math.max(1, Math.round(total * STUDY_PLAN_SHARES.revisionPhase)));
}

/** Whole minutes in proportion to `weights`, at least 1 each, adding up to at most `capacity`. */
function fitMinutes(weights: readonly number[], capacity: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) return weights.map(() => 1);
  const minutes = weights.map((weight) => Math.max(1, Math.floor((capacity * weight) / total)));
  let sum = minutes.reduce((a, b) => a + b, 0);
  while (sum > capacity) {
    let largest = 0;
    for (let index = 1; index < minutes.length; index += 1) {
      if ((minutes[index] ?? 0) > (minutes[largest] ?? 0)) largest = index;
    }
    if ((minutes[largest] ?? 0) <= 1) break;
    minutes[largest] = (minutes[largest] ?? 1) - 1;
    sum -= 1;
  }
  return minutes;
}

/** Each item goes to the day where the middle of its weight falls on the days' capacities. */
function spreadByWeight<T extends { weight: number }>(items: readonly T[], capacities: readonly number[]): T[][] {
  const days: T[][] = capacities.map(() => []);
  const totalWeight = items.reduce((sum, item) => sum + item.weight, 0);
  const totalCapacity = capacities.reduce((sum, capacity) => sum + capacity, 0);
  const bounds: number[] = [];
  let running = 0;
  for (const capacity of capacities) {
    running += capacity / totalCapacity;
    bounds.push(running);
  }
  let before = 0;
  let dayIndex = 0;
  for (const item of items) {
    const middle = (before + item.weight / 2) / totalWeight;
    while (dayIndex < bounds.length - 1 && middle > (bounds[dayIndex] ?? 1)) dayIndex += 1;
    days[dayIndex]?.push(item);
    before += item.weight;
  }
  return days;
}

function subtopicWeight(subtopic: SyllabusSubtopic, input: PlannerInput): number {
  const subject = NEET_PG_SUBJECT_WEIGHTS[subtopic.subjectId as LibrarySubjectId] ?? 1;
  const strong = input.strongSubjects.includes(subtopic.subjectId) ? STUDY_PLAN_SHARES.strongSubjectFactor : 1;
  const emphasis = input.subjectEmphasis?.[subtopic.subjectId] ?? 1;
  return Math.max(1, Math.round(subject * YIELD_FACTORS[subtopic.yield] * strong * emphasis * 100));
}

/**
 * The order subtopics are laid in, in both phases: the subjects weak in practice first, weakest
 * first (even one the student marked strong: her record wins); then the other subjects in
 * syllabus order, the ones she marked strong last. Within a subject, syllabus order.
 */
export function studyOrder<T extends Pick<SyllabusSubtopic, 'subjectId'>>(
  syllabus: readonly T[],
  input: Pick<PlannerInput, 'weakSubjects' | 'strongSubjects'>,
): T[] {
  const weakRank = new Map(input.weakSubjects.map((subjectId, index) => [subjectId, index]));
  const strong = new Set(input.strongSubjects);
  const rank = (subjectId: string) =>
    weakRank.get(subjectId) ?? (strong.has(subjectId) ? weakRank.size + 1 : weakRank.size);
  // A stable sort: equal ranks keep the syllabus order.
  return [...syllabus].sort((a, b) => rank(a.subjectId) - rank(b.subjectId));
}

/** Lays a day's items end to end from the day's start, flexible items fitted to what is left. */
function layOutDay(
  items: Omit<PlannedItem, 'position' | 'startMinute'>[],
  capacity: number,
  dayStartMinute: number,
): PlannedItem[] {
  const fixedMinutes = items.filter((item) => !isFlexible(item.kind)).reduce((sum, item) => sum + item.minutes, 0);
  const flexible = items.filter((item) => isFlexible(item.kind));
  const fitted = fitMinutes(
    flexible.map((item) => item.weight),
    Math.max(flexible.length, capacity - fixedMinutes),
  );
  let flexibleIndex = 0;
  let start = dayStartMinute;
  return items.map((item, position) => {
    const minutes = isFlexible(item.kind) ? (fitted[flexibleIndex++] ?? 1) : item.minutes;
    const laid = { ...item, position, startMinute: start, minutes };
    start += minutes;
    return laid;
  });
}

const isFlexible = (kind: StudyPlanItemKind) => kind === 'study' || kind === 'revision';

export function formulaPlan(input: PlannerInput, syllabus: readonly SyllabusSubtopic[]) {
  const revisionStart = revisionStartDate(input);
  const days = workDays(input, input.startDate);
  const studyDays = days.filter((day) => day < revisionStart);
  const revisionDays = days.filter((day) => day >= revisionStart);
  // A study day: the tracker's due revisions and a short test take their shares, subtopics the rest.
  const studyDay = (day: string) => {
    const capacity = dayCapacity(input, day);
    const dueRevisions = Math.round(capacity * STUDY_PLAN_SHARES.dueRevisions);
    const test = Math.round(capacity * STUDY_PLAN_SHARES.dailyTest);
    return { capacity, dueRevisions, test, study: capacity - dueRevisions - test };
  };
  const needed = Math.ceil((syllabus.length * STUDY_PLAN_MIN_MINUTES_PER_SUBTOPIC) / 60);
  const studyCapacities = studyDays.map((day) => studyDay(day).study);
  const available = Math.floor(studyCapacities.reduce((sum, minutes) => sum + minutes, 0) / 60);
  if (available < needed) throw new PlanInfeasibleError(studyPlanMessages.tooLittleTime(available, needed));
  const mockMinutesOn = (day: string) =>
    Math.min(STUDY_PLAN_SHARES.mockMinutes, Math.round(dayCapacity(input, day) * 0.6));
  const isMockDay = (index: number) => (index + 1) % STUDY_PLAN_SHARES.mockEvery === 0;
  const revisionCapacities = revisionDays.map(
    (day, index) => dayCapacity(input, day) - (isMockDay(index) ? mockMinutesOn(day) : 0),
  );
  const revisionNeeded = Math.ceil((syllabus.length * STUDY_PLAN_MIN_REVISION_MINUTES_PER_SUBTOPIC) / 60);
  const revisionAvailable = Math.floor(revisionCapacities.reduce((sum, minutes) => sum + minutes, 0) / 60);
  if (revisionAvailable < revisionNeeded) {
    throw new PlanInfeasibleError(studyPlanMessages.revisionTooShort(revisionAvailable, revisionNeeded));
  }

  const weighted = studyOrder(syllabus, input).map((subtopic) => ({
    subtopic,
    weight: subtopicWeight(subtopic, input),
  }));
  const items: PlannedItem[] = [];

  const studyByDay = spreadByWeight(weighted, studyCapacities);
  studyDays.forEach((day, index) => {
    const todays = studyByDay[index] ?? [];
    const shares = studyDay(day);
    const dayItems: Omit<PlannedItem, 'position' | 'startMinute'>[] = todays.map(({ subtopic, weight }) => ({
      day,
      minutes: 0,
      kind: 'study',
      subjectId: subtopic.subjectId,
      subtopicId: subtopic.id,
      title: `${subtopic.name} (${subtopic.subjectName})`,
      weight,
    }));
    dayItems.push({
      day,
      minutes: shares.dueRevisions,
      kind: 'due_revisions',
      subjectId: null,
      subtopicId: null,
      title: 'Revise what your tracker says is due',
      weight: 0,
    });
    if (todays.length > 0) {
      dayItems.push({
        day,
        minutes: shares.test,
        kind: 'test',
        subjectId: null,
        subtopicId: null,
        title: 'MCQ test on today’s subtopics',
        weight: 0,
      });
    }
    items.push(...layOutDay(dayItems, shares.capacity, input.dayStartMinute));
  });

  const revisionByDay = spreadByWeight(weighted, revisionCapacities);
  revisionDays.forEach((day, index) => {
    const dayItems: Omit<PlannedItem, 'position' | 'startMinute'>[] = [];
    if (isMockDay(index)) {
      dayItems.push({
        day,
        minutes: mockMinutesOn(day),
        kind: 'mock_test',
        subjectId: null,
        subtopicId: null,
        title: 'Full-length NEET PG test',
        weight: 0,
      });
    }
    for (const { subtopic, weight } of revisionByDay[index] ?? []) {
      dayItems.push({
        day,
        minutes: 0,
        kind: 'revision',
        subjectId: subtopic.subjectId,
        subtopicId: subtopic.id,
        title: `Revise ${subtopic.name} (${subtopic.subjectName})`,
        weight,
      });
    }
    items.push(...layOutDay(dayItems, dayCapacity(input, day), input.dayStartMinute));
  });

  // A day crowded with many short subtopics could not fit its hours: refuse rather than overfill.
  const perDay = new Map<string, number>();
  for (const item of items) perDay.set(item.day, (perDay.get(item.day) ?? 0) + item.minutes);
  if ([...perDay].some(([day, minutes]) => minutes > dayCapacity(input, day))) {
    throw new PlanInfeasibleError(studyPlanMessages.tooLittleTime(available, needed * 2));
  }
  return { revisionStartDate: revisionStart, items };
}

export interface ExistingItem extends PlannedItem {
  id: string;
  done: boolean;
  movedFrom: string | null;
}

/**
 * Spreads every study or revision item of a day before `today` that is not done over the work
 * days left in its phase (study items go to the revision weeks when no study day is left), evenly
 * and in order, then fits each day it touched to the hours again. Past tests and due-revision
 * blocks stay where they were. Returns every item (moved and re-timed) and the moves.
 */
export function replan(
  input: Pick<PlannerInput, 'weekdayHours' | 'offDates' | 'examDate' | 'dayStartMinute'> & {
    revisionStartDate: string;
  },
  items: readonly ExistingItem[],
  today: string,
) {
  const left = workDays(input, today);
  if (left.length === 0) throw new PlanInfeasibleError(studyPlanMessages.examPassed);
  const studyLeft = left.filter((day) => day < input.revisionStartDate);
  const revisionLeft = left.filter((day) => day >= input.revisionStartDate);
  const missed = items
    .filter((item) => item.day < today && !item.done && isFlexible(item.kind))
    .sort((a, b) => a.day.localeCompare(b.day) || a.position - b.position);
  const moves: { item: ExistingItem; to: string }[] = [];
  const spread = (group: ExistingItem[], days: string[]) => {
    group.forEach((item, index) => {
      const to = days[Math.floor((index * days.length) / group.length)] ?? days[days.length - 1];
      if (to) moves.push({ item, to });
    });
  };
  const missedStudy = missed.filter((item) => item.kind === 'study');
  const missedRevision = missed.filter((item) => item.kind === 'revision');
  spread(missedStudy, studyLeft.length > 0 ? studyLeft : revisionLeft.length > 0 ? revisionLeft : left);
  spread(missedRevision, revisionLeft.length > 0 ? revisionLeft : left);

  const movedTo = new Map(moves.map(({ item, to }) => [item.id, to]));
  const touched = new Set(moves.map(({ to }) => to));
  const byDay = new Map<string, ExistingItem[]>();
  for (const item of items) {
    const to = movedTo.get(item.id);
    const next = to ? { ...item, day: to, movedFrom: item.movedFrom ?? item.day } : item;
    const list = byDay.get(next.day) ?? [];
    list.push(next);
    byDay.set(next.day, list);
  }
  const result: ExistingItem[] = [];
  for (const [day, dayItems] of byDay) {
    if (!touched.has(day)) {
      result.push(...dayItems);
      continue;
    }
    // A mock test keeps the morning; then the day's own items, the moved ones, and the day's revisions and test.
    const ordered = [
      ...dayItems.filter((item) => item.kind === 'mock_test'),
      ...dayItems.filter((item) => isFlexible(item.kind) && !movedTo.has(item.id)),
      ...dayItems.filter((item) => movedTo.has(item.id)),
      ...dayItems.filter((item) => item.kind === 'due_revisions' || item.kind === 'test'),
    ];
    const laid = layOutDay(ordered, dayCapacity(input, day), input.dayStartMinute);
    ordered.forEach((item, index) => {
      const slot = laid[index];
      if (slot) result.push({ ...item, position: slot.position, startMinute: slot.startMinute, minutes: slot.minutes });
    });
  }
  return {
    items: result,
    moved: moves.map(({ item, to }) => ({ itemId: item.id, title: item.title, kind: item.kind, from: item.day, to })),
  };
}
