/**
 * The size the library promises (issue 31): questions in all and per subject by NEET PG weight,
 * per subtopic, by difficulty, in the INICET formats and with figures; notes for every subtopic
 * at their yield's length; cases over enough areas. The part of `scripts/check-content.ts` that
 * fails until the library is written, so the test suite does not run it.
 */

import { LIBRARY_SUBTOPIC_TOTAL, type LibraryYield, noteWordCount } from '@medsutra/contract/library/content';
import { NEET_PG_SUBJECT_WEIGHTS } from '@medsutra/contract/library/neet-pg-weights';
import { INICET_FORMATS } from '@medsutra/contract/library/question-body';
import type { LibrarySnapshot, Problem } from './snapshot.ts';

export const TARGETS = {
  questions: 6000,
  /** A subject's share of the bank within ±20% (relative) of its share of NEET PG's weights. */
  subjectShareTolerance: 0.2,
  questionsPerSubtopic: 3,
  questionsPerHighYieldSubtopic: 12,
  difficulty: { easy: 0.3, medium: 0.5, hard: 0.2 },
  /** Each difficulty within this many percentage points of its share. */
  difficultyTolerance: 0.07,
  inicetFormats: 600,
  perInicetFormat: 100,
  withFigures: 400,
  notes: LIBRARY_SUBTOPIC_TOTAL,
  noteWords: { high: 350, medium: 200, low: 120 } satisfies Record<LibraryYield, number>,
  cases: 120,
  caseAreas: 8,
} as const;

const totalWeight = Object.values(NEET_PG_SUBJECT_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
/** A subject's share of the bank by its NEET PG weight. */
export const targetShare = (subject: keyof typeof NEET_PG_SUBJECT_WEIGHTS) =>
  NEET_PG_SUBJECT_WEIGHTS[subject] / totalWeight;

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Whether a note meets its yield's length (and, high yield, has a table). */
export function noteMeetsTarget(note: Parameters<typeof noteWordCount>[0], yieldOf: LibraryYield): boolean {
  return noteWordCount(note) >= TARGETS.noteWords[yieldOf] && (yieldOf !== 'high' || (note.tables?.length ?? 0) > 0);
}

/**
 * `whole`: the snapshot holds the whole library (not a partial run by subject), so the totals and
 * the shares between subjects are checked too.
 */
export function countProblems(snapshot: LibrarySnapshot, whole = true): Problem[] {
  const problems: Problem[] = [];
  const add = (where: string, rule: string, message: string) => problems.push({ where, rule, message });
  const questions = snapshot.questions.map((entry) => entry.question);

  const perSubtopic = new Map<string, number>();
  for (const q of questions) perSubtopic.set(q.subtopicId, (perSubtopic.get(q.subtopicId) ?? 0) + 1);
  for (const subtopic of snapshot.subtopics.values()) {
    const n = perSubtopic.get(subtopic.id) ?? 0;
    const wanted = subtopic.yield === 'high' ? TARGETS.questionsPerHighYieldSubtopic : TARGETS.questionsPerSubtopic;
    if (n < wanted)
      add(
        subtopic.subject,
        'questions per subtopic',
        `${subtopic.id} (${subtopic.yield}): ${n} questions; at least ${wanted}`,
      );
  }

  const notes = new Map(snapshot.notes.map(({ note }) => [note.subtopicId, note]));
  for (const subtopic of snapshot.subtopics.values()) {
    const note = notes.get(subtopic.id);
    if (!note) add(subtopic.subject, 'notes', `${subtopic.id}: no note`);
    else if (!noteMeetsTarget(note, subtopic.yield)) {
      const table = subtopic.yield === 'high' ? ' and a table' : '';
      add(
        subtopic.subject,
        'notes',
        `${subtopic.id} (${subtopic.yield}): ${noteWordCount(note)} words${subtopic.yield === 'high' && !note.tables?.length ? ', no table' : ''}; at least ${TARGETS.noteWords[subtopic.yield]}${table}`,
      );
    }
  }

  if (!whole) return problems;

  if (questions.length < TARGETS.questions)
    add('bank', 'questions', `${questions.length} questions; at least ${TARGETS.questions}`);
  const bySubject = new Map<string, number>();
  for (const { subject } of snapshot.questions) bySubject.set(subject, (bySubject.get(subject) ?? 0) + 1);
  for (const subject of snapshot.subjects) {
    const share = questions.length === 0 ? 0 : (bySubject.get(subject) ?? 0) / questions.length;
    const target = targetShare(subject);
    if (Math.abs(share - target) > TARGETS.subjectShareTolerance * target)
      add(
        subject,
        'subject share',
        `${percent(share)} of the bank; its NEET PG weight asks ${percent(target)} ± 20% (${percent(target * 0.8)}–${percent(target * 1.2)})`,
      );
  }

  for (const [level, share] of Object.entries(TARGETS.difficulty)) {
    const actual =
      questions.length === 0 ? 0 : questions.filter((q) => q.difficulty === level).length / questions.length;
    if (Math.abs(actual - share) > TARGETS.difficultyTolerance + 1e-9)
      add('bank', 'difficulty', `${level}: ${percent(actual)} of the bank; ${percent(share)} ± 7 points wanted`);
  }

  const inicet = questions.filter((q) => INICET_FORMATS.includes(q.format));
  if (inicet.length < TARGETS.inicetFormats)
    add(
      'bank',
      'INICET formats',
      `${inicet.length} questions in the INICET formats; at least ${TARGETS.inicetFormats}`,
    );
  for (const format of INICET_FORMATS) {
    const n = inicet.filter((q) => q.format === format).length;
    if (n < TARGETS.perInicetFormat)
      add('bank', 'INICET formats', `${format}: ${n} questions; at least ${TARGETS.perInicetFormat}`);
  }
  const withFigures = questions.filter((q) => q.figure).length;
  if (withFigures < TARGETS.withFigures)
    add('bank', 'figures', `${withFigures} questions with a figure; at least ${TARGETS.withFigures}`);

  if (snapshot.notes.length < TARGETS.notes)
    add('bank', 'notes', `${snapshot.notes.length} notes; ${TARGETS.notes} wanted`);
  const areas = new Set(snapshot.cases.map(({ item }) => item.area));
  if (snapshot.cases.length < TARGETS.cases || areas.size < TARGETS.caseAreas)
    add(
      'bank',
      'cases',
      `${snapshot.cases.length} cases over ${areas.size} areas; at least ${TARGETS.cases} over ${TARGETS.caseAreas}`,
    );
  return problems;
}
