/**
 * The count targets of `scripts/check-content.ts` (issue 31), each shown failing on a library
 * that misses it and only it, and passing on one that meets them all.
 */
import { describe, expect, it } from 'vitest';
import { fullSnapshot } from '../../../../test/helpers/content-check.ts';
import { countProblems } from './count-rules.ts';
import { coverageRows } from './coverage.ts';
import type { LibrarySnapshot } from './snapshot.ts';

const rulesOf = (snapshot: LibrarySnapshot) => [...new Set(countProblems(snapshot).map((p) => p.rule))];
const messagesOf = (snapshot: LibrarySnapshot) => countProblems(snapshot).map((p) => `${p.where}: ${p.message}`);
const questionsOf = (snapshot: LibrarySnapshot) => snapshot.questions.map((entry) => entry.question);

describe('the count targets', () => {
  it('pass a library that meets them all', () => {
    expect(countProblems(fullSnapshot())).toEqual([]);
  });

  it('want 6,000 questions', () => {
    expect(messagesOf(fullSnapshot(5990))).toEqual([expect.stringMatching(/^bank: 599\d questions; at least 6000$/)]);
  });

  it('want each subject within ±20% of its NEET PG share', () => {
    const snapshot = fullSnapshot();
    // Dermatology (weight 5 of 300: 1.7%) down to its 63 subtopic minimums: 1% of the bank.
    const extra = new Set(
      snapshot.questions
        .filter((e) => e.subject === 'dermatology')
        .slice(63)
        .map((e) => e.question.id),
    );
    snapshot.questions = snapshot.questions.filter((e) => !extra.has(e.question.id));
    expect(messagesOf(snapshot)).toEqual(['dermatology: 1% of the bank; its NEET PG weight asks 1.7% ± 20% (1.3%–2%)']);
  });

  it('want 3 questions on every subtopic and 12 on every high-yield one', () => {
    const snapshot = fullSnapshot();
    const drop = (subtopicId: string, keep: number) => {
      const on = snapshot.questions.filter((e) => e.question.subtopicId === subtopicId);
      const gone = new Set(on.slice(keep).map((e) => e.question.id));
      snapshot.questions = snapshot.questions.filter((e) => !gone.has(e.question.id));
    };
    drop('radiology.topic.s5', 2);
    drop('radiology.topic.s0', 11);
    expect(rulesOf(snapshot)).toEqual(['questions per subtopic']);
    expect(messagesOf(snapshot).sort()).toEqual([
      'radiology: radiology.topic.s0 (high): 11 questions; at least 12',
      'radiology: radiology.topic.s5 (low): 2 questions; at least 3',
    ]);
  });

  it('want difficulty about 30/50/20, each within 7 points', () => {
    const snapshot = fullSnapshot();
    const easy = questionsOf(snapshot).filter((q) => q.difficulty === 'easy');
    for (const q of easy.slice(0, Math.round(snapshot.questions.length * 0.08))) q.difficulty = 'medium';
    expect(messagesOf(snapshot)).toEqual([
      'bank: easy: 22% of the bank; 30% ± 7 points wanted',
      'bank: medium: 58% of the bank; 50% ± 7 points wanted',
    ]);
  });

  it('want 600 questions in the INICET formats, at least 100 of each', () => {
    const snapshot = fullSnapshot();
    const matches = questionsOf(snapshot).filter((q) => q.format === 'match');
    for (const q of matches.slice(99)) q.format = 'single';
    expect(messagesOf(snapshot)).toEqual(['bank: match: 99 questions; at least 100']);
    for (const q of questionsOf(snapshot)
      .filter((q) => q.format !== 'single')
      .slice(500))
      q.format = 'single';
    expect(messagesOf(snapshot)).toContain('bank: 500 questions in the INICET formats; at least 600');
  });

  it('want 400 questions with a figure', () => {
    const snapshot = fullSnapshot();
    for (const q of questionsOf(snapshot)
      .filter((q) => q.figure)
      .slice(399))
      delete q.figure;
    expect(messagesOf(snapshot)).toEqual(['bank: 399 questions with a figure; at least 400']);
  });

  it('want a note for each of the 745 subtopics at its yield’s length, a table in every high-yield one', () => {
    const snapshot = fullSnapshot();
    snapshot.notes = snapshot.notes.filter((n) => n.note.subtopicId !== 'ent.topic.s3');
    delete snapshot.notes.find((n) => n.note.subtopicId === 'ent.topic.s0')!.note.tables;
    snapshot.notes.find((n) => n.note.subtopicId === 'ent.topic.s1')!.note.sections[0]!.points.splice(19);
    expect(messagesOf(snapshot)).toEqual([
      'ent: ent.topic.s0 (high): 360 words, no table; at least 350 and a table',
      'ent: ent.topic.s1 (medium): 190 words; at least 200',
      'ent: ent.topic.s3: no note',
      'bank: 744 notes; 745 wanted',
    ]);
  });

  it('want 120 cases over 8 areas', () => {
    const fewer = fullSnapshot();
    fewer.cases.pop();
    expect(messagesOf(fewer)).toEqual(['bank: 119 cases over 8 areas; at least 120 over 8']);
    const narrower = fullSnapshot();
    for (const entry of narrower.cases) if (entry.item.area === 'paediatrics') entry.item.area = 'ward';
    expect(messagesOf(narrower)).toEqual(['bank: 120 cases over 7 areas; at least 120 over 8']);
  });

  it('skip the totals and shares in a run of some subjects, keeping each subtopic’s own targets', () => {
    const snapshot = fullSnapshot(5000);
    expect(countProblems(snapshot, false)).toEqual([]);
  });

  it('print a row per subject with its share beside its target', () => {
    const rows = coverageRows(fullSnapshot());
    expect(rows).toHaveLength(19);
    const medicine = rows.find((row) => row[0] === 'medicine')!;
    expect(medicine.slice(2, 6)).toEqual(['11.7%', '11.7%', '80/80', '1/1']);
  });
});
