/** The coverage table `scripts/check-content.ts` prints: each subject's questions, notes and gaps beside its targets. */
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import { INICET_FORMATS } from '@medsutra/contract/library/question-body';
import { noteMeetsTarget, TARGETS, targetShare } from './count-rules.ts';
import type { LibrarySnapshot } from './snapshot.ts';

export const COVERAGE_COLUMNS = [
  'subject',
  'questions',
  'share',
  'target share',
  'subtopics ≥ 3 q',
  'high yield ≥ 12 q',
  'INICET formats',
  'with figure',
  'notes at length',
] as const;

export function coverageRows(snapshot: LibrarySnapshot): string[][] {
  const total = snapshot.questions.length;
  const perSubtopic = new Map<string, number>();
  for (const { question } of snapshot.questions)
    perSubtopic.set(question.subtopicId, (perSubtopic.get(question.subtopicId) ?? 0) + 1);
  const notes = new Map(snapshot.notes.map(({ note }) => [note.subtopicId, note]));
  const pct = (n: number) => `${(Math.round(n * 1000) / 10).toFixed(1)}%`;
  return LIBRARY_SUBJECTS.filter((s) => snapshot.subjects.includes(s.id)).map((subject) => {
    const questions = snapshot.questions.filter((entry) => entry.subject === subject.id).map((entry) => entry.question);
    const subtopics = [...snapshot.subtopics.values()].filter((s) => s.subject === subject.id);
    const high = subtopics.filter((s) => s.yield === 'high');
    const enough = subtopics.filter((s) => (perSubtopic.get(s.id) ?? 0) >= TARGETS.questionsPerSubtopic).length;
    const highEnough = high.filter((s) => (perSubtopic.get(s.id) ?? 0) >= TARGETS.questionsPerHighYieldSubtopic).length;
    const atLength = subtopics.filter((s) => {
      const note = notes.get(s.id);
      return note ? noteMeetsTarget(note, s.yield) : false;
    }).length;
    return [
      subject.id,
      String(questions.length),
      total === 0 ? '–' : pct(questions.length / total),
      pct(targetShare(subject.id)),
      `${enough}/${subtopics.length}`,
      `${highEnough}/${high.length}`,
      String(questions.filter((q) => INICET_FORMATS.includes(q.format)).length),
      String(questions.filter((q) => q.figure).length),
      `${atLength}/${subtopics.length}`,
    ];
  });
}

/** The rows as an aligned plain-text table. */
export function formatTable(columns: readonly string[], rows: readonly string[][]): string {
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
