/** Marks a test: each question right, wrong or unanswered by the key, by subject and in total. */
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import type { TestAnswerRow, TestQuestionRow, TestRow } from './tests-repository.ts';

const subjectName = new Map<string, string>(LIBRARY_SUBJECTS.map((s) => [s.id, s.name]));
/** Scores keep two decimals (INICET takes off a third of a mark). */
const round2 = (value: number) => Math.round(value * 100) / 100;

export function markTest(
  test: Pick<TestRow, 'marksCorrect' | 'marksWrong'>,
  questions: TestQuestionRow[],
  answers: TestAnswerRow[],
  keys: Map<string, number>,
) {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.choiceIndex]));
  const bySubject = new Map<string, { correct: number; wrong: number; unanswered: number }>();
  for (const question of questions) {
    const tally = bySubject.get(question.subjectId) ?? { correct: 0, wrong: 0, unanswered: 0 };
    const choice = chosen.get(question.questionId);
    if (choice === undefined || choice === null) tally.unanswered += 1;
    else if (choice === keys.get(question.questionId)) tally.correct += 1;
    else tally.wrong += 1;
    bySubject.set(question.subjectId, tally);
  }
  const score = (t: { correct: number; wrong: number }) =>
    round2(t.correct * test.marksCorrect - t.wrong * test.marksWrong);
  const perSubject = [...bySubject.entries()]
    .map(([subjectId, tally]) => ({
      subjectId,
      name: subjectName.get(subjectId) ?? subjectId,
      ...tally,
      score: score(tally),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const total = perSubject.reduce(
    (sum, s) => ({
      correct: sum.correct + s.correct,
      wrong: sum.wrong + s.wrong,
      unanswered: sum.unanswered + s.unanswered,
    }),
    { correct: 0, wrong: 0, unanswered: 0 },
  );
  return { ...total, score: score(total), maxScore: round2(questions.length * test.marksCorrect), perSubject };
}
