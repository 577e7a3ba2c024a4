/**
 * The per-item rules of `scripts/check-content.ts`, each shown failing on an item that breaks it
 * (and only it) and passing on a valid small library.
 */
import { ASSERTION_REASON_OPTIONS } from '@medsutra/contract/library/content';
import { describe, expect, it } from 'vitest';
import { makeCase, makeNote, makeQuestion, smallSnapshot } from '../../../../test/helpers/content-check.ts';
import { keyIsUniquelyLongest } from './cue-rules.ts';
import { qualityProblems, referenceIsAllowed } from './quality-rules.ts';
import { type LibrarySnapshot, pairKey } from './snapshot.ts';

const rulesOf = (snapshot: LibrarySnapshot) => [...new Set(qualityProblems(snapshot).map((p) => p.rule))];
const messagesOf = (snapshot: LibrarySnapshot, rule: string) =>
  qualityProblems(snapshot)
    .filter((p) => p.rule === rule)
    .map((p) => p.message);
const firstQuestion = (snapshot: LibrarySnapshot) => snapshot.questions[0]!.question;

describe('the quality rules', () => {
  it('pass a valid library', () => {
    expect(qualityProblems(smallSnapshot())).toEqual([]);
  });

  it('refuse a reference that does not begin with an allowed source', () => {
    const snapshot = smallSnapshot();
    firstQuestion(snapshot).references = ['Harrison 21e, ch. 275'];
    snapshot.notes[0]!.note.references.push('Some website, 2024');
    expect(rulesOf(snapshot)).toEqual(['references']);
    expect(messagesOf(snapshot, 'references')).toHaveLength(2);
    expect(
      referenceIsAllowed("Harrison's Principles of Internal Medicine, 21st ed., ch. 1", [
        "Harrison's Principles of Internal Medicine, 21st ed.",
      ]),
    ).toBe(true);
  });

  it('refuse an item without its review, reviewed against an old checklist, or reviewed before it was written', () => {
    const snapshot = smallSnapshot();
    delete firstQuestion(snapshot).review;
    snapshot.notes[0]!.note.review = { reviewer: 'R', date: '2026-11-28', checklist: 'v1' };
    snapshot.cases[0]!.item.review = { reviewer: 'R', date: '2026-11-01', checklist: 'v2' };
    expect(rulesOf(snapshot)).toEqual(['review']);
    expect(messagesOf(snapshot, 'review')).toEqual([
      expect.stringContaining('checklist v1'),
      expect.stringContaining('no review record'),
      expect.stringContaining('before it was written'),
    ]);
  });

  it('refuse a question with an option explanation missing or blank', () => {
    const snapshot = smallSnapshot();
    firstQuestion(snapshot).optionExplanations[2] = ' ';
    expect(rulesOf(snapshot)).toEqual(['option explanations']);
  });

  it('refuse a repeated id, an id of another subject, an unknown subtopic and a wrong syllabus size', () => {
    const snapshot = smallSnapshot();
    snapshot.questions[1]!.question.id = firstQuestion(snapshot).id;
    snapshot.questions[2]!.question.id = 'surgery.q0003';
    snapshot.questions[3]!.question.subtopicId = 'medicine.cardiology.nothing';
    snapshot.cases[0]!.item.subtopicIds = ['medicine.nothing.here'];
    snapshot.syllabusSizes.set('medicine', 79);
    expect(rulesOf(snapshot)).toEqual(['ids']);
    expect(messagesOf(snapshot, 'ids')).toHaveLength(5);
  });

  it('refuse a figure the catalogue does not hold, in a question or a note', () => {
    const snapshot = smallSnapshot();
    firstQuestion(snapshot).figure = 'ecg.sinus-rhythm';
    expect(qualityProblems(snapshot)).toEqual([]);
    firstQuestion(snapshot).figure = 'ecg.not-drawn';
    snapshot.notes[0]!.note.figures = [{ figure: 'xray.chest', caption: 'A chest' }];
    expect(rulesOf(snapshot)).toEqual(['figures']);
    expect(messagesOf(snapshot, 'figures')).toHaveLength(2);
  });

  it('refuse a subject whose keys crowd one position (each of A–D must hold 20–30%)', () => {
    const snapshot = smallSnapshot();
    // Eight questions keyed B, C, D, A, B, C, D, A; make the first B a C: B 12.5%, C 37.5%.
    snapshot.questions[0]!.question.answerIndex = 2;
    expect(rulesOf(snapshot)).toEqual(['answer position']);
    expect(messagesOf(snapshot, 'answer position')).toEqual([
      expect.stringContaining('option B is the key in 1 of 8'),
      expect.stringContaining('option C is the key in 3 of 8'),
    ]);
  });

  it('counts answer positions over single-best-answer questions only', () => {
    const snapshot = smallSnapshot();
    snapshot.questions.push({
      file: 'x.json',
      subject: 'medicine',
      question: makeQuestion(9, 'medicine', 'medicine.cardiology.mi', {
        format: 'assertion-reason',
        assertion: 'a9 assertion',
        reason: 'r9 reason',
        options: [...ASSERTION_REASON_OPTIONS],
        answerIndex: 0,
      }),
    });
    expect(qualityProblems(snapshot)).toEqual([]);
  });

  it('refuse a subject whose key is the uniquely longest option in more than 30% of its questions', () => {
    const snapshot = smallSnapshot();
    const lengthen = (index: number) => {
      const q = snapshot.questions[index]!.question;
      q.options[q.answerIndex] = `${q.options[q.answerIndex]} and more`;
    };
    lengthen(0);
    lengthen(1);
    expect(qualityProblems(snapshot)).toEqual([]); // 2 of 8: 25%
    lengthen(2);
    expect(rulesOf(snapshot)).toEqual(['longest key']); // 3 of 8: 37.5%
    expect(keyIsUniquelyLongest({ options: ['aa', 'bb', 'c', 'd'], answerIndex: 0 })).toBe(false); // a tie is not unique
  });

  it('refuse absolute words in distractors more often than in keys, but not "only" in a combination option', () => {
    const snapshot = smallSnapshot();
    const q = firstQuestion(snapshot);
    const distractor = (q.answerIndex + 1) % 4;
    q.options[distractor] = `${q.options[distractor]} only`;
    expect(rulesOf(snapshot)).toEqual(['absolute words']);
    // As many keys with them as distractors (per option) passes.
    const other = snapshot.questions[1]!.question;
    other.options = other.options.map((o, i) => (i === other.answerIndex ? `${o} always` : o));
    const third = snapshot.questions[2]!.question;
    third.options = third.options.map((o, i) => (i === third.answerIndex ? `${o} always` : o));
    expect(rulesOf(snapshot)).not.toContain('absolute words');

    const combinations = smallSnapshot();
    combinations.questions.push({
      file: 'x.json',
      subject: 'medicine',
      question: makeQuestion(9, 'medicine', 'medicine.cardiology.mi', {
        format: 'statements',
        statements: ['s9 one', 's9 two', 's9 three'],
        options: ['1 and 2 only', '1 and 3 only', '2 and 3 only', '1, 2 and 3'],
        answerIndex: 0,
      }),
    });
    expect(rulesOf(combinations)).not.toContain('absolute words');
  });

  it('refuse two questions that ask the same fact the same way, anywhere in the bank', () => {
    const snapshot = smallSnapshot();
    const stem =
      'A 45-year-old man on treatment for pulmonary tuberculosis complains after 2 months of blurred vision and difficulty telling red from green. Which drug is most likely responsible?';
    const q1 = firstQuestion(snapshot);
    q1.stem = stem;
    q1.options[q1.answerIndex] = 'Ethambutol';
    const q2 = snapshot.questions[5]!.question;
    q2.stem =
      'A 40-year-old man in the second month of treatment for pulmonary tuberculosis has blurred vision and cannot distinguish red from green. Which drug is responsible?';
    q2.options[q2.answerIndex] = 'Ethambutol';
    const problems = qualityProblems(snapshot).filter((p) => p.rule === 'near-duplicates');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^medicine\.q0001 and medicine\.q0006: same answer, similar stem/);
  });

  it('let a flagged pair pass when a reviewer judged it distinct, and refuse a judgement on a question the bank lost', () => {
    const snapshot = smallSnapshot();
    const q1 = firstQuestion(snapshot);
    q1.stem =
      'A 60-year-old man in septic shock with severe COPD has pH 7.05, PaCO2 40 mmHg and bicarbonate 11 mmol/L.';
    q1.options[q1.answerIndex] = 'Metabolic acidosis with respiratory acidosis';
    const q2 = snapshot.questions[5]!.question;
    q2.stem =
      'A 25-year-old man after heroin has pH 7.18, PaCO2 72 mmHg and bicarbonate 27 mmol/L, septic shock excluded.';
    q2.options[q2.answerIndex] = 'Acute respiratory acidosis';
    expect(rulesOf(snapshot)).toContain('near-duplicates');
    snapshot.distinctPairs.set(pairKey(q2.id, q1.id), { file: 'distinct-pairs/medicine.json', a: q2.id, b: q1.id });
    expect(rulesOf(snapshot)).not.toContain('near-duplicates');
    snapshot.distinctPairs.set(pairKey('medicine.q0999', q1.id), {
      file: 'distinct-pairs/medicine.json',
      a: 'medicine.q0999',
      b: q1.id,
    });
    expect(messagesOf(snapshot, 'near-duplicates')).toEqual([
      `medicine.q0999 and ${q1.id}: medicine.q0999 is not in the bank`,
    ]);
  });

  it('let the same vignette ask a different fact', () => {
    const snapshot = smallSnapshot();
    const stem = 'A 22-year-old man falls on his outstretched hand and has tenderness in the anatomical snuffbox.';
    const q1 = firstQuestion(snapshot);
    q1.stem = `${stem} Which bone is most likely fractured?`;
    q1.options[q1.answerIndex] = 'Scaphoid';
    const q2 = snapshot.questions[5]!.question;
    q2.stem = `${stem} X-rays are normal. What is the next investigation?`;
    q2.options[q2.answerIndex] = 'MRI of the wrist';
    expect(rulesOf(snapshot)).not.toContain('near-duplicates');
  });

  it('refuse two INICET-format questions whose statements are the same', () => {
    const snapshot = smallSnapshot();
    const statements = [
      'The P wave is atrial depolarisation',
      'The T wave is ventricular repolarisation',
      'The QRS is ventricular depolarisation',
    ];
    for (const [index, n] of [
      [0, 101],
      [5, 102],
    ] as const) {
      snapshot.questions[index]!.question = makeQuestion(n, 'medicine', 'medicine.cardiology.mi', {
        format: 'statements',
        stem: 'Which statements about the ECG are correct?',
        statements,
        options: ['1 and 2 only', '1 and 3 only', '2 and 3 only', '1, 2 and 3'],
        answerIndex: snapshot.questions[index]!.question.answerIndex,
      });
    }
    expect(messagesOf(snapshot, 'near-duplicates')).toEqual([
      expect.stringMatching(/^medicine\.q0101 and medicine\.q0102: same format, similar stem and parts/),
    ]);
  });

  it('refuse two notes for one subtopic and a case with an unknown subtopic', () => {
    const snapshot = smallSnapshot();
    snapshot.notes.push({
      file: 'medicine/notes.json',
      subject: 'medicine',
      note: makeNote('medicine.cardiology.mi', 400),
    });
    snapshot.cases.push({ file: 'cases/ward.json', item: makeCase('ward.c02', 'ward', 'medicine', 'medicine.x.y') });
    expect(messagesOf(snapshot, 'ids')).toEqual([
      'two notes for medicine.cardiology.mi',
      'ward.c02: unknown subtopic medicine.x.y',
    ]);
  });
});
