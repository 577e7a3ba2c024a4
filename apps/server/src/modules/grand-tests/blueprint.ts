/**
 * A grand test's paper by blueprint (decision 125): each subject's share of the paper by its weight
 * in the exam, the difficulty mix within it and, for INICET, its share of the new formats. Picks
 * from the unreserved questions only; a subject short of questions gives its places to the others.
 */

import type { GrandTestPatternId } from '@medsutra/contract/grand-tests/paths';
import type { LibrarySubjectId } from '@medsutra/contract/library/content';
import { INICET_FORMATS, type QuestionFormatId } from '@medsutra/contract/library/question-body';

/**
 * Questions per 200 by subject, from the recent NEET PG and INICET papers' spread (the clinical
 * subjects and community medicine carry most). FMGE's 300 use the same weights, scaled (decision
 * 144): the product docs give no FMGE table, and FMGE covers the same nineteen subjects of the
 * MBBS course, so a grand test's share per subject stays the one the other patterns use.
 */
export const SUBJECT_WEIGHTS: Record<LibrarySubjectId, number> = {
  anatomy: 10,
  physiology: 10,
  biochemistry: 10,
  pathology: 15,
  pharmacology: 15,
  microbiology: 10,
  'forensic-medicine': 7,
  'community-medicine': 20,
  ent: 7,
  ophthalmology: 7,
  medicine: 25,
  surgery: 22,
  'obstetrics-gynaecology': 17,
  paediatrics: 8,
  orthopaedics: 5,
  dermatology: 4,
  psychiatry: 3,
  anaesthesia: 3,
  radiology: 2,
};

const DIFFICULTY_MIX = { easy: 0.3, medium: 0.5, hard: 0.2 } as const;
/** INICET's share of its new formats (multiple statements, match, sequence, assertion–reason). */
const INICET_NEW_FORMAT_SHARE = 0.2;

export interface PoolQuestion {
  id: string;
  subjectId: string;
  subtopicId: string | null;
  difficulty: 'easy' | 'medium' | 'hard';
  format: QuestionFormatId;
}

/** Whole numbers in proportion to `weights`, summing to `total` (largest remainders). */
export function apportion<K extends string>(weights: Record<K, number>, total: number): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const sum = keys.reduce((s, k) => s + weights[k], 0);
  const exact = keys.map((k) => ({ k, share: (weights[k] / sum) * total }));
  const result = Object.fromEntries(exact.map(({ k, share }) => [k, Math.floor(share)])) as Record<K, number>;
  let left = total - keys.reduce((s, k) => s + result[k], 0);
  for (const { k } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left <= 0) break;
    result[k] += 1;
    left -= 1;
  }
  return result;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Picks `total` questions: per subject its apportioned count, within it the difficulty mix (and
 * for INICET the new formats' share), topped up from the subject's rest, then from any subject.
 * Returns fewer than `total` only when the pool itself is smaller.
 */
export function assemblePaper(
  pool: readonly PoolQuestion[],
  input: { pattern: GrandTestPatternId; total: number; random?: () => number },
): PoolQuestion[] {
  const random = input.random ?? Math.random;
  const perSubject = apportion(SUBJECT_WEIGHTS, input.total);
  const chosen = new Set<string>();
  const paper: PoolQuestion[] = [];
  const take = (candidates: readonly PoolQuestion[], count: number) => {
    for (const q of shuffled(candidates, random)) {
      if (count <= 0) return;
      if (chosen.has(q.id)) continue;
      chosen.add(q.id);
      paper.push(q);
      count -= 1;
    }
  };
  const newFormats = new Set<QuestionFormatId>(INICET_FORMATS);
  for (const [subjectId, count] of Object.entries(perSubject) as [LibrarySubjectId, number][]) {
    const inSubject = pool.filter((q) => q.subjectId === subjectId);
    const before = paper.length;
    if (input.pattern === 'inicet') {
      take(
        inSubject.filter((q) => newFormats.has(q.format)),
        Math.round(count * INICET_NEW_FORMAT_SHARE),
      );
    }
    const placed = paper.length - before;
    const byDifficulty = apportion(DIFFICULTY_MIX, count - placed);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      take(
        inSubject.filter((q) => q.difficulty === difficulty && (input.pattern === 'inicet' || q.format === 'single')),
        byDifficulty[difficulty],
      );
    }
    take(inSubject, count - (paper.length - before));
  }
  take(pool, input.total - paper.length);
  return paper;
}
