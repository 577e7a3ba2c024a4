/**
 * Practice analytics for the signed-in student: accuracy and counts per subject, and per subtopic
 * in one subject with the weakest first. Subtopic names come from the library's service.
 */
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import {
  type AnalyticsOverviewReply,
  OVERVIEW_WEEKS,
  type PracticeCounts,
  READINESS_COVERAGE_QUESTIONS,
  READINESS_WEIGHTS,
  READINESS_WINDOW_DAYS,
  type SubjectDetailReply,
  type SubjectsAnalyticsReply,
  type SubtopicAnalytics,
  WEAK_SUBJECT_MIN_ANSWERS,
  WEAK_SUBTOPIC_BELOW_ACCURACY,
  WEAK_SUBTOPIC_MIN_ANSWERS,
  WEAKEST_SUBTOPICS_TO_PRACTISE,
  type WeakSubtopicsReply,
} from '@medsutra/contract/mcq/analytics';
import type { Database } from '../../db/client.ts';
import { addDays, economyDay, startOfDay, weekContaining } from '../../lib/calendar.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { LibraryService } from '../library/service.ts';
import { createMcqRepository, type DailyCountRow, type McqRepository, type PracticeCountRow } from './repository.ts';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);
const weekCounts = (answers: number, correct: number) => ({
  answers,
  correct,
  accuracy: answers === 0 ? null : Math.round((correct / answers) * 100),
});

/** Days in a row up to `today` (or up to yesterday when today has none yet), and the longest run. */
export function streakOf(daysNewestFirst: readonly string[], today: string) {
  const days = new Set(daysNewestFirst);
  const practisedToday = days.has(today);
  let current = 0;
  for (let day = practisedToday ? today : addDays(today, -1); days.has(day); day = addDays(day, -1)) current += 1;
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of [...daysNewestFirst].sort()) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return { current, longest, practisedToday };
}

/**
 * Readiness, 0–100: 0.5 × accuracy over the last 28 days + 0.3 × coverage (subjects with at least
 * 10 different questions done) + 0.2 × consistency (days with practice in the last 28). Each part
 * is a percentage and all three are returned, so the page can show the sum being made.
 */
export function readinessOf(input: {
  recent: readonly DailyCountRow[];
  questionsDoneBySubject: ReadonlyMap<string, number>;
  activeDays: number;
}): AnalyticsOverviewReply['readiness'] {
  const answers = input.recent.reduce((sum, row) => sum + row.answers, 0);
  const correct = input.recent.reduce((sum, row) => sum + row.correct, 0);
  const accuracy = percent(correct, answers);
  const coveredSubjects = LIBRARY_SUBJECTS.filter(
    (subject) => (input.questionsDoneBySubject.get(subject.id) ?? 0) >= READINESS_COVERAGE_QUESTIONS,
  ).length;
  const coverage = percent(coveredSubjects, LIBRARY_SUBJECTS.length);
  const consistency = percent(input.activeDays, READINESS_WINDOW_DAYS);
  const score =
    Math.round(
      10 *
        (READINESS_WEIGHTS.accuracy * accuracy +
          READINESS_WEIGHTS.coverage * coverage +
          READINESS_WEIGHTS.consistency * consistency),
    ) / 10;
  return {
    score,
    accuracy,
    coverage,
    coveredSubjects,
    totalSubjects: LIBRARY_SUBJECTS.length,
    consistency,
    activeDays: input.activeDays,
  };
}

function countsOf(row: Omit<PracticeCountRow, 'key'> | undefined): PracticeCounts {
  const answers = row?.answers ?? 0;
  const correct = row?.correct ?? 0;
  return {
    answers,
    correct,
    questionsDone: row?.questionsDone ?? 0,
    accuracy: answers === 0 ? null : Math.round((correct / answers) * 100),
  };
}

/** A subject weak in practice: its id, name and accuracy (percent). */
export interface WeakSubject {
  subjectId: string;
  name: string;
  accuracy: number;
}

/**
 * Subjects by practice, the one rule for the revision tracker and the planner: a subject with at
 * least WEAK_SUBJECT_MIN_ANSWERS answers has a weakness of 1 − accuracy (`bySubject`); below
 * WEAK_SUBTOPIC_BELOW_ACCURACY percent it is weak (`weak`, weakest first; among equals the one with
 * more answers, then the library's order). Subjects with fewer answers have no record.
 */
export function subjectWeaknessOf(subjects: SubjectsAnalyticsReply['subjects']): {
  bySubject: Map<string, number>;
  weak: WeakSubject[];
} {
  const bySubject = new Map<string, number>();
  const weak: (WeakSubject & { answers: number })[] = [];
  for (const subject of subjects) {
    if (subject.answers < WEAK_SUBJECT_MIN_ANSWERS || subject.accuracy === null) continue;
    bySubject.set(subject.subjectId, (100 - subject.accuracy) / 100);
    if (subject.accuracy < WEAK_SUBTOPIC_BELOW_ACCURACY) {
      weak.push({
        subjectId: subject.subjectId,
        name: subject.name,
        accuracy: subject.accuracy,
        answers: subject.answers,
      });
    }
  }
  weak.sort((a, b) => a.accuracy - b.accuracy || b.answers - a.answers);
  return { bySubject, weak: weak.map(({ subjectId, name, accuracy }) => ({ subjectId, name, accuracy })) };
}

/** Lowest accuracy first; among equals, the one with more answers (the surer weakness) first. */
function weakestFirst(a: SubtopicAnalytics, b: SubtopicAnalytics): number {
  return (a.accuracy ?? 0) - (b.accuracy ?? 0) || b.answers - a.answers || a.name.localeCompare(b.name);
}

export function createPracticeAnalyticsService(deps: {
  db: Database;
  repository?: McqRepository;
  library: LibraryService;
  now: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createMcqRepository();

  async function subjects(user: SessionUser): Promise<SubjectsAnalyticsReply> {
    const rows = await repository.practiceCounts(db, user.id);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const total = rows.reduce(
      (sum, row) => ({
        answers: sum.answers + row.answers,
        correct: sum.correct + row.correct,
        questionsDone: sum.questionsDone + row.questionsDone,
      }),
      { answers: 0, correct: 0, questionsDone: 0 },
    );
    return {
      total: countsOf(total),
      subjects: LIBRARY_SUBJECTS.map((subject) => ({
        subjectId: subject.id,
        name: subject.name,
        ...countsOf(byKey.get(subject.id)),
      })),
    };
  }

  return {
    /** Practice answers per Asia/Kolkata day since `since` (the insights' heatmap). */
    answersByDay: (userId: string, since: Date) => repository.answersByDay(db, userId, since),

    /** Answers and correct ones per subject and subtopic, every attempt counted (the insights' accuracy). */
    subtopicCounts: (userId: string) => repository.subtopicCounts(db, userId),

    async overview(user: SessionUser): Promise<AnalyticsOverviewReply> {
      const now = deps.now();
      const today = economyDay(now);
      const thisMonday = economyDay(weekContaining(now).start);
      const weekStarts = Array.from({ length: OVERVIEW_WEEKS }, (_, index) =>
        addDays(thisMonday, -7 * (OVERVIEW_WEEKS - 1 - index)),
      );
      const windowStart = addDays(today, -(READINESS_WINDOW_DAYS - 1));
      const firstDay = weekStarts[0]! < windowStart ? weekStarts[0]! : windowStart;
      const [daily, days, counts] = await Promise.all([
        repository.dailyCounts(db, user.id, startOfDay(firstDay)),
        repository.practiceDays(db, user.id),
        repository.practiceCounts(db, user.id),
      ]);
      const weekOf = (day: string) => {
        for (let index = weekStarts.length - 1; index >= 0; index -= 1) if (day >= weekStarts[index]!) return index;
        return -1;
      };
      const totals = weekStarts.map(() => ({ answers: 0, correct: 0 }));
      const bySubject = new Map<string, { answers: number; correct: number }[]>();
      for (const row of daily) {
        const week = weekOf(row.day);
        if (week < 0) continue;
        totals[week]!.answers += row.answers;
        totals[week]!.correct += row.correct;
        const weeks = bySubject.get(row.subjectId) ?? weekStarts.map(() => ({ answers: 0, correct: 0 }));
        weeks[week]!.answers += row.answers;
        weeks[week]!.correct += row.correct;
        bySubject.set(row.subjectId, weeks);
      }
      const recent = daily.filter((row) => row.day >= windowStart);
      return {
        weekStarts,
        weeks: totals.map((week) => weekCounts(week.answers, week.correct)),
        subjects: LIBRARY_SUBJECTS.filter((subject) => bySubject.has(subject.id)).map((subject) => ({
          subjectId: subject.id,
          name: subject.name,
          weeks: bySubject.get(subject.id)!.map((week) => weekCounts(week.answers, week.correct)),
        })),
        streak: streakOf(days, today),
        readiness: readinessOf({
          recent,
          questionsDoneBySubject: new Map(counts.map((row) => [row.key ?? '', row.questionsDone])),
          activeDays: new Set(recent.map((row) => row.day)).size,
        }),
      };
    },

    subjects,

    /** The student's subjects by practice (subjectWeaknessOf): the revision tracker's and the planner's weak subjects. */
    subjectWeakness: async (user: SessionUser) => subjectWeaknessOf((await subjects(user)).subjects),

    /**
     * The weakest subtopics across every subject (Home's "Weak in practice"): at least
     * WEAK_SUBTOPIC_MIN_ANSWERS answers and below WEAK_SUBTOPIC_BELOW_ACCURACY percent, weakest first.
     * Names come from the library only when there is something to name.
     */
    async weakSubtopics(user: SessionUser): Promise<WeakSubtopicsReply> {
      const weak = (await repository.subtopicCounts(db, user.id))
        .filter((row): row is typeof row & { subtopicId: string } => row.subtopicId !== null)
        .map((row) => ({ ...row, accuracy: Math.round((row.correct / row.answers) * 100) }))
        .filter((row) => row.answers >= WEAK_SUBTOPIC_MIN_ANSWERS && row.accuracy < WEAK_SUBTOPIC_BELOW_ACCURACY)
        .sort((a, b) => a.accuracy - b.accuracy || b.answers - a.answers || a.subtopicId.localeCompare(b.subtopicId))
        .slice(0, WEAKEST_SUBTOPICS_TO_PRACTISE);
      if (weak.length === 0) return { subtopics: [] };
      const names = new Map((await deps.library.syllabus()).map((row) => [row.id, row] as const));
      return {
        subtopics: weak.map((row) => ({
          subtopicId: row.subtopicId,
          name: names.get(row.subtopicId)?.name ?? row.subtopicId,
          subjectId: row.subjectId,
          subjectName: names.get(row.subtopicId)?.subjectName ?? row.subjectId,
          answers: row.answers,
          correct: row.correct,
          accuracy: row.accuracy,
        })),
      };
    },

    async subject(user: SessionUser, subjectId: string): Promise<SubjectDetailReply> {
      const [syllabus, rows, subjectRows] = await Promise.all([
        deps.library.subject(subjectId),
        repository.practiceCounts(db, user.id, subjectId),
        repository.practiceCounts(db, user.id),
      ]);
      const names = new Map(syllabus.topics.flatMap((topic) => topic.subtopics.map((s) => [s.id, s.name] as const)));
      const subtopics = rows
        .filter((row): row is PracticeCountRow & { key: string } => row.key !== null)
        .map((row) => ({ subtopicId: row.key, name: names.get(row.key) ?? row.key, ...countsOf(row) }))
        .sort(weakestFirst);
      return {
        subject: {
          subjectId,
          name: syllabus.subject.name,
          ...countsOf(subjectRows.find((row) => row.key === subjectId)),
        },
        subtopics,
      };
    },
  };
}
export type PracticeAnalyticsService = ReturnType<typeof createPracticeAnalyticsService>;
