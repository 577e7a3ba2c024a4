/**
 * Items and snapshots for the content check's tests: valid by default (every rule passes), so a
 * test changes one thing and sees exactly the rule it breaks.
 */
import {
  type ClinicalCase,
  LIBRARY_SUBJECTS,
  type LibraryQuestion,
  type LibrarySubjectId,
  type SubtopicNotes,
} from '@medsutra/contract/library/content';
import { NEET_PG_SUBJECT_WEIGHTS } from '@medsutra/contract/library/neet-pg-weights';
import { emptySnapshot, type LibrarySnapshot } from '../../src/modules/library/content-check/snapshot.ts';

const ALLOWED_CITE = "Harrison's Principles of Internal Medicine, 21st ed.";
const REFERENCE = `${ALLOWED_CITE}, chapter 'Test'`;
const REVIEW = { reviewer: 'A reviewer', date: '2026-11-28', checklist: 'v2' };
const provenance = {
  source: 'MedSutra',
  licence: 'MedSutra editorial content',
  exams: ['neet-pg' as const],
  written: '2026-11-27',
  review: REVIEW,
};

/** Words no other item shares (`w12a`), so items are never near-duplicates unless a test makes them. */
const unique = (n: number, tag: string) => `${tag}${n}x`;

export function makeQuestion(
  n: number,
  subject: LibrarySubjectId,
  subtopicId: string,
  change: Partial<LibraryQuestion> = {},
): LibraryQuestion {
  return {
    id: `${subject}.q${String(n).padStart(4, '0')}`,
    subtopicId,
    difficulty: 'medium',
    format: 'single',
    stem: `${unique(n, 'a')} ${unique(n, 'b')} ${unique(n, 'c')} ${unique(n, 'd')}?`,
    // Four options of one length: the key is never the uniquely longest.
    options: ['k', 'l', 'm', 'n'].map((letter) => unique(n, letter)),
    answerIndex: n % 4,
    explanation: 'Because.',
    optionExplanations: ['Why 1.', 'Why 2.', 'Why 3.', 'Why 4.'],
    references: [REFERENCE],
    ...provenance,
    ...change,
  };
}

export function makeNote(subtopicId: string, words: number, withTable = true): SubtopicNotes {
  const point = (i: number) => Array.from({ length: 10 }, (_, j) => `word${i}_${j}`).join(' ');
  return {
    subtopicId,
    sections: [{ heading: 'Key points', points: Array.from({ length: Math.ceil(words / 10) }, (_, i) => point(i)) }],
    ...(withTable
      ? {
          tables: [
            {
              title: 'T',
              columns: ['a', 'b'],
              rows: [
                ['1', '2'],
                ['3', '4'],
              ],
            },
          ],
        }
      : {}),
    references: [REFERENCE],
    ...provenance,
  };
}

export function makeCase(
  id: string,
  area: ClinicalCase['area'],
  subject: LibrarySubjectId,
  subtopicId: string,
): ClinicalCase {
  return {
    id,
    area,
    subject,
    subtopicIds: [subtopicId],
    title: 'A case',
    difficulty: 'medium',
    presentation: 'A patient.',
    history: [1, 2, 3].map((i) => ({ ask: `Ask ${i}?`, finding: `Finding ${i}` })),
    examination: [1, 2].map((i) => ({ system: `System ${i}`, finding: `Finding ${i}` })),
    investigations: [1, 2].map((i) => ({ name: `Test ${i}`, result: `Result ${i}` })),
    diagnosis: 'A diagnosis',
    differentials: [1, 2].map((i) => ({ name: `Other ${i}`, why: 'Because' })),
    management: ['Step 1', 'Step 2'],
    teachingPoints: ['Point 1', 'Point 2'],
    rubric: [1, 2, 3, 4, 5].map((i) => ({ kind: 'history' as const, item: `Item ${i}`, synonyms: [], points: 1 })),
    references: [REFERENCE],
    ...provenance,
  };
}

/** A small valid library: one subject, eight questions (each answer position twice), two subtopics with notes. */
export function smallSnapshot(): LibrarySnapshot {
  const snapshot = emptySnapshot(['medicine']);
  snapshot.allowedCites.push(ALLOWED_CITE);
  snapshot.figures.set('ecg.sinus-rhythm', 'figures/ecg.json');
  for (const [id, y] of [
    ['medicine.cardiology.mi', 'high'],
    ['medicine.cardiology.hf', 'medium'],
  ] as const) {
    snapshot.subtopics.set(id, { id, name: id, subject: 'medicine', yield: y });
    snapshot.notes.push({ file: 'medicine/notes.json', subject: 'medicine', note: makeNote(id, 400) });
  }
  for (let n = 1; n <= 8; n++) {
    snapshot.questions.push({
      file: 'medicine/questions/cardiology.json',
      subject: 'medicine',
      question: makeQuestion(n, 'medicine', 'medicine.cardiology.mi'),
    });
  }
  snapshot.cases.push({
    file: 'cases/ward.json',
    item: makeCase('ward.c01', 'ward', 'medicine', 'medicine.cardiology.mi'),
  });
  return snapshot;
}

/**
 * A whole library that meets every count target (docs/decisions/083): the 19 subjects' 745
 * subtopics (the first of each subject high yield, the second medium, the rest low), a note at
 * length for each, `total` questions shared by NEET PG weight with every subtopic's minimum,
 * difficulty 30/50/20, every INICET format ~5%, a figure on every tenth, and 120 cases over 8 areas.
 */
export function fullSnapshot(total = 6100): LibrarySnapshot {
  const snapshot = emptySnapshot();
  snapshot.allowedCites.push(ALLOWED_CITE);
  snapshot.figures.set('ecg.sinus-rhythm', 'figures/ecg.json');
  const weights = Object.entries(NEET_PG_SUBJECT_WEIGHTS) as [LibrarySubjectId, number][];
  const weightSum = weights.reduce((sum, [, w]) => sum + w, 0);
  const formats = ['single', 'statements', 'match', 'sequence', 'assertion-reason'] as const;
  let n = 0;
  for (const subject of LIBRARY_SUBJECTS) {
    const ids = Array.from({ length: subject.subtopics }, (_, i) => `${subject.id}.topic.s${i}`);
    snapshot.syllabusSizes.set(subject.id, ids.length);
    ids.forEach((id, i) => {
      const y = i === 0 ? 'high' : i === 1 ? 'medium' : 'low';
      snapshot.subtopics.set(id, { id, name: id, subject: subject.id, yield: y });
      const words = { high: 360, medium: 210, low: 130 }[y];
      snapshot.notes.push({
        file: `${subject.id}/notes.json`,
        subject: subject.id,
        note: makeNote(id, words, y === 'high'),
      });
    });
    const count = Math.round((total * weights.find(([s]) => s === subject.id)![1]) / weightSum);
    // Each subtopic's minimum first (12 for the high-yield one, 3 for the rest), then round the subtopics.
    const plan = ids.flatMap((id, i) => Array.from({ length: i === 0 ? 12 : 3 }, () => id));
    for (let extra = 0; plan.length < count; extra++) plan.push(ids[extra % ids.length]!);
    for (const subtopicId of plan) {
      n++;
      const format = n % 20 >= 1 && n % 20 <= 4 ? formats[n % 20]! : 'single';
      snapshot.questions.push({
        file: `${subject.id}/questions/topic.json`,
        subject: subject.id,
        question: makeQuestion(n, subject.id, subtopicId, {
          format,
          difficulty: n % 10 < 3 ? 'easy' : n % 10 < 8 ? 'medium' : 'hard',
          ...(n % 10 === 5 ? { figure: 'ecg.sinus-rhythm' } : {}),
        }),
      });
    }
  }
  const areas = [
    'neurology',
    'gastroenterology',
    'ward',
    'cardiology',
    'respiratory',
    'renal',
    'endocrine',
    'paediatrics',
  ] as const;
  for (let i = 0; i < 120; i++) {
    const area = areas[i % areas.length]!;
    snapshot.cases.push({
      file: `cases/${area}.json`,
      item: makeCase(`${area}.c${String(i).padStart(3, '0')}`, area, 'medicine', 'medicine.topic.s0'),
    });
  }
  return snapshot;
}
