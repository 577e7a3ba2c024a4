/** The formula planner's promises, over random inputs (fast-check) on the real 745-subtopic syllabus. */
import fs from 'node:fs';
import path from 'node:path';
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type ExistingItem,
  formulaPlan,
  PlanInfeasibleError,
  type PlannerInput,
  replan,
  type SyllabusSubtopic,
  studyOrder,
  weekdayOf,
} from './formula-planner.ts';

const contentRoot = path.resolve(import.meta.dirname, '../../../../../content/library');
const syllabus: SyllabusSubtopic[] = LIBRARY_SUBJECTS.flatMap((subject) => {
  const file = JSON.parse(fs.readFileSync(path.join(contentRoot, subject.id, 'syllabus.json'), 'utf8')) as {
    topics: { subtopics: { id: string; name: string; yield: 'high' | 'medium' | 'low' }[] }[];
  };
  return file.topics.flatMap((topic) =>
    topic.subtopics.map((subtopic) => ({ ...subtopic, subjectId: subject.id, subjectName: subject.name })),
  );
});

const START = '2026-11-24';
const base = (overrides: Partial<PlannerInput> = {}): PlannerInput => ({
  startDate: START,
  examDate: addDays(START, 120),
  weekdayHours: [6, 6, 6, 6, 6, 6, 6],
  offDates: [],
  strongSubjects: [],
  weakSubjects: [],
  dayStartMinute: 7 * 60,
  ...overrides,
});

function expectSound(input: PlannerInput, items: { day: string; minutes: number; done?: boolean }[]) {
  const perDay = new Map<string, number>();
  for (const item of items) {
    expect(item.day >= input.startDate && item.day < input.examDate).toBe(true);
    expect(input.weekdayHours[weekdayOf(item.day)]).toBeGreaterThan(0);
    expect(input.offDates.includes(item.day)).toBe(false);
    expect(item.minutes).toBeGreaterThan(0);
    perDay.set(item.day, (perDay.get(item.day) ?? 0) + item.minutes);
  }
  for (const [day, minutes] of perDay) {
    expect(minutes).toBeLessThanOrEqual((input.weekdayHours[weekdayOf(day)] ?? 0) * 60);
  }
}

const studied = (items: { kind: string; subtopicId: string | null }[]) =>
  new Set(items.filter((item) => item.kind === 'study').map((item) => item.subtopicId));

describe('the formula planner', () => {
  it('covers all 745 subtopics for an exam 120 days away at 6 hours a day and keeps the last 20 days for revision', () => {
    expect(syllabus).toHaveLength(745);
    const input = base();
    const plan = formulaPlan(input, syllabus);
    expect(plan.revisionStartDate).toBe(addDays(input.examDate, -20));
    expect(studied(plan.items).size).toBe(745);
    for (const item of plan.items) {
      if (item.kind === 'study') expect(item.day < plan.revisionStartDate).toBe(true);
      else if (item.day >= plan.revisionStartDate) expect(['revision', 'mock_test']).toContain(item.kind);
    }
    const revised = new Set(plan.items.filter((item) => item.kind === 'revision').map((item) => item.subtopicId));
    expect(revised.size).toBe(745);
    expect(plan.items.some((item) => item.kind === 'mock_test')).toBe(true);
    expectSound(input, plan.items);
    // Deterministic: the same inputs make the same plan.
    expect(formulaPlan(input, syllabus)).toEqual(plan);
  });

  it('fits each day to its own weekday: 3 hours on weekdays from 14:00, 8 on Saturday, Sunday off', () => {
    const input = base({ weekdayHours: [0, 3, 3, 3, 3, 3, 8], dayStartMinute: 14 * 60, examDate: addDays(START, 240) });
    const plan = formulaPlan(input, syllabus);
    expectSound(input, plan.items);
    expect(plan.items.some((item) => weekdayOf(item.day) === 0)).toBe(false);
    const perDay = new Map<string, number>();
    for (const item of plan.items) perDay.set(item.day, (perDay.get(item.day) ?? 0) + item.minutes);
    const saturday = [...perDay].filter(([day]) => weekdayOf(day) === 6).map(([, minutes]) => minutes);
    expect(Math.max(...saturday)).toBeGreaterThan(3 * 60);
    for (const item of plan.items) {
      expect(item.startMinute).toBeGreaterThanOrEqual(14 * 60);
      if (weekdayOf(item.day) !== 6) expect(item.startMinute + item.minutes).toBeLessThanOrEqual(17 * 60);
    }
  });

  it('gives a heavier subject more study time, and a strong subject less', () => {
    const minutesOf = (items: { kind: string; subjectId: string | null; minutes: number }[], subject: string) =>
      items
        .filter((item) => item.kind === 'study' && item.subjectId === subject)
        .reduce((sum, item) => sum + item.minutes, 0);
    const plan = formulaPlan(base(), syllabus);
    expect(minutesOf(plan.items, 'medicine')).toBeGreaterThan(minutesOf(plan.items, 'dermatology'));
    const strong = formulaPlan(base({ strongSubjects: ['medicine'] }), syllabus);
    expect(minutesOf(strong.items, 'medicine')).toBeLessThan(minutesOf(plan.items, 'medicine'));
  });

  /** The subjects in the order the plan first meets them, in one phase, each met once (laid together). */
  function subjectOrder(items: readonly PlannedItemLike[], kind: 'study' | 'revision') {
    const runs = items
      .filter((item) => item.kind === kind)
      .sort((a, b) => a.day.localeCompare(b.day) || a.position - b.position)
      .map((item) => item.subjectId)
      .filter((subject, index, all) => index === 0 || all[index - 1] !== subject);
    expect(new Set(runs).size).toBe(runs.length);
    return runs;
  }
  type PlannedItemLike = { kind: string; day: string; position: number; subjectId: string | null };
  const syllabusOrder = LIBRARY_SUBJECTS.map((subject) => subject.id);

  it('lays the subjects weak in practice first, weakest first, in the study weeks and the revision weeks', () => {
    // Weak in pharmacology (weakest) and microbiology; no record, or doing well, in the rest.
    const input = base({ weakSubjects: ['pharmacology', 'microbiology'] });
    const plan = formulaPlan(input, syllabus);
    const rest = syllabusOrder.filter((id) => id !== 'pharmacology' && id !== 'microbiology');
    expect(subjectOrder(plan.items, 'study')).toEqual(['pharmacology', 'microbiology', ...rest]);
    expect(subjectOrder(plan.items, 'revision')).toEqual(['pharmacology', 'microbiology', ...rest]);
    // The first study day holds pharmacology, before medicine, a subject the student does well in.
    const firstDay = plan.items.filter((item) => item.kind === 'study' && item.day === START);
    expect(firstDay.length).toBeGreaterThan(0);
    expect(firstDay.every((item) => item.subjectId === 'pharmacology')).toBe(true);
    const lastPharmacology = plan.items.filter((i) => i.kind === 'study' && i.subjectId === 'pharmacology').at(-1)!;
    const firstMedicine = plan.items.find((i) => i.kind === 'study' && i.subjectId === 'medicine')!;
    expect(lastPharmacology.day <= firstMedicine.day).toBe(true);
    // Order moves subtopics between days; the hours, days and coverage hold as before.
    expect(studied(plan.items).size).toBe(745);
    expectSound(input, plan.items);
  });

  it('with no practice record lays the syllabus order, the strong subjects last; a weak record beats a strong mark', () => {
    const plain = formulaPlan(base(), syllabus);
    expect(subjectOrder(plain.items, 'study')).toEqual(syllabusOrder);
    const strong = formulaPlan(base({ strongSubjects: ['anatomy', 'medicine'] }), syllabus);
    const others = syllabusOrder.filter((id) => id !== 'anatomy' && id !== 'medicine');
    expect(subjectOrder(strong.items, 'study')).toEqual([...others, 'anatomy', 'medicine']);
    // Marked strong but weak in practice: her record puts it first (its time is still halved).
    const both = formulaPlan(base({ strongSubjects: ['anatomy', 'medicine'], weakSubjects: ['medicine'] }), syllabus);
    expect(subjectOrder(both.items, 'study')).toEqual(['medicine', ...others, 'anatomy']);
    // Within a subject, the syllabus order.
    const ordered = studyOrder(syllabus, { weakSubjects: ['pharmacology'], strongSubjects: [] });
    const pharmacology = syllabus.filter((subtopic) => subtopic.subjectId === 'pharmacology');
    expect(ordered.slice(0, pharmacology.length)).toEqual(pharmacology);
  });

  it('refuses a plan with too little time, with a sentence saying what to change', () => {
    const tooLittle = () =>
      formulaPlan(base({ examDate: addDays(START, 20), weekdayHours: [1, 1, 1, 1, 1, 1, 1] }), syllabus);
    expect(tooLittle).toThrow(PlanInfeasibleError);
    expect(tooLittle).toThrow(/Choose a later exam date/);
  });

  const inputs = fc.record({
    days: fc.integer({ min: 60, max: 300 }),
    // Hours on each weekday, Sunday first: 0 (a day off) on up to a few days, 3 to 12 on the others.
    weekdayHours: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 3, max: 12 })), { minLength: 7, maxLength: 7 }),
    offDates: fc.uniqueArray(fc.integer({ min: 1, max: 59 }), { maxLength: 5 }),
    strong: fc.uniqueArray(fc.constantFrom(...LIBRARY_SUBJECTS.map((s) => s.id)), { maxLength: 4 }),
    weak: fc.uniqueArray(fc.constantFrom(...LIBRARY_SUBJECTS.map((s) => s.id)), { maxLength: 4 }),
    missedFrom: fc.integer({ min: 0, max: 40 }),
  });

  /** The planner's input for a random case and its plan, or null when the planner rightly refuses it. */
  function feasiblePlan(random: typeof inputs extends fc.Arbitrary<infer T> ? T : never) {
    const input = base({
      examDate: addDays(START, random.days),
      weekdayHours: random.weekdayHours,
      offDates: random.offDates.map((offset) => addDays(START, offset)),
      strongSubjects: random.strong,
      weakSubjects: random.weak,
    });
    try {
      return { input, plan: formulaPlan(input, syllabus) };
    } catch (error) {
      if (error instanceof PlanInfeasibleError) return null;
      throw error;
    }
  }

  it('covers every subtopic at least once, inside the days and hours, for any feasible input', () => {
    fc.assert(
      fc.property(inputs, (random) => {
        const planned = feasiblePlan(random);
        if (!planned) return;
        const { input, plan } = planned;
        expect(studied(plan.items).size).toBe(745);
        expectSound(input, plan.items);
      }),
      { numRuns: 25 },
    );
  });

  it('after three missed days, a replan keeps every subtopic, ends before the exam and respects days off and hours', () => {
    fc.assert(
      fc.property(inputs, (random) => {
        const planned = feasiblePlan(random);
        if (!planned) return;
        const { input, plan } = planned;
        // Everything before `missedFrom` was done; the next three days were missed.
        const missedStart = addDays(START, random.missedFrom);
        const today = addDays(missedStart, 3);
        const existing: ExistingItem[] = plan.items.map((item, index) => ({
          ...item,
          id: `item-${index}`,
          done: item.day < missedStart,
          movedFrom: null,
        }));
        const result = replan({ ...input, revisionStartDate: plan.revisionStartDate }, existing, today);
        expect(result.items).toHaveLength(existing.length);
        expect(studied(result.items).size).toBe(745);
        const missedCount = existing.filter(
          (item) => item.day >= missedStart && item.day < today && (item.kind === 'study' || item.kind === 'revision'),
        ).length;
        expect(result.moved).toHaveLength(missedCount);
        for (const move of result.moved) expect(move.to >= today).toBe(true);
        const pending = result.items.filter(
          (item) => !item.done && (item.kind === 'study' || item.kind === 'revision'),
        );
        for (const item of pending) expect(item.day >= today).toBe(true);
        expectSound(input, result.items);
        const lastDay =
          result.items
            .map((item) => item.day)
            .sort()
            .at(-1) ?? '';
        expect(lastDay < input.examDate).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
