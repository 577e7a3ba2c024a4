/**
 * Practice analytics for the signed-in student: accuracy and counts per subject, and per subtopic
 * in one subject with the weakest first. Subtopic names come from the library's service.
 */
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import type {
  PracticeCounts,
  SubjectDetailReply,
  SubjectsAnalyticsReply,
  SubtopicAnalytics,
} from '@medsutra/contract/mcq-analytics';
import type { SessionUser } from '../../plugins/session-user.ts';
import type { LibraryService } from '../library/service.ts';
import type { McqRepository, PracticeCountRow } from './repository.ts';

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

/** Lowest accuracy first; among equals, the one with more answers (the surer weakness) first. */
function weakestFirst(a: SubtopicAnalytics, b: SubtopicAnalytics): number {
  return (a.accuracy ?? 0) - (b.accuracy ?? 0) || b.answers - a.answers || a.name.localeCompare(b.name);
}

export function createPracticeAnalyticsService(deps: { repository: McqRepository; library: LibraryService }) {
  return {
    async subjects(user: SessionUser): Promise<SubjectsAnalyticsReply> {
      const rows = await deps.repository.practiceCounts(user.id);
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
    },

    async subject(user: SessionUser, subjectId: string): Promise<SubjectDetailReply> {
      const [syllabus, rows, subjectRows] = await Promise.all([
        deps.library.subject(subjectId),
        deps.repository.practiceCounts(user.id, subjectId),
        deps.repository.practiceCounts(user.id),
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
