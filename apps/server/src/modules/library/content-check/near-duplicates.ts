/**
 * Near-duplicate questions: the same fact asked the same way (docs/decisions/083).
 *
 * A question is reduced to its content words (lower case, without stop words and the "x-year-old"
 * of every vignette, plural and tense endings trimmed from longer words). A pair of
 * single-best-answer questions is a near-duplicate when their keys name the same answer (at least
 * 60% of the shorter key's words are in the other key) and their stems share at least a fifth of
 * their words (Jaccard ≥ 0.2). Measured on the 419 questions of November 2026: the 12 same-answer
 * pairs an examiner reads as one fact asked twice (the three the sample review named among them)
 * scored 0.24–0.69; the next same-answer pair scored 0.14 (another vignette, the same tumour).
 * The threshold sits in that gap. A pair in one of the INICET formats, whose keys are
 * combinations ("1 and 3 only"), is a near-duplicate when the stems and the format's parts
 * share half their words (Jaccard ≥ 0.5).
 *
 * Pairs are found through an inverted index of words, so the cost follows the pairs that share a
 * word, not all n² pairs: words in more than 2% of the bank are left out of the index (a shared
 * near-duplicate always shares rarer words too) but still count in the score.
 */
import type { LibraryQuestion } from '@medsutra/contract/library/content';

const SAME_ANSWER_KEY_OVERLAP = 0.6;
const SAME_ANSWER_STEM_JACCARD = 0.2;
const FORMAT_JACCARD = 0.5;
/** A word in more than this share of questions does not make a pair a candidate. */
const COMMON_WORD_SHARE = 0.02;

const STOP_WORDS = new Set(
  (
    'a an the of in on at to for with by from and or is are was were be been being has have had he she his her ' +
    'him it its this that these those which what who whom whose most likely following best next first after ' +
    'before into as than not no yes do does did can could should would may might will shall there their they ' +
    'them you your we our one two all any each other such only very also about over under more less year years old'
  ).split(' '),
);

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) => (word.length > 4 ? word.replace(/(ing|ed|es|s)$/, '') : word));
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The share of the smaller set's words that are in the other. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared / small.size;
}

export interface NearDuplicate {
  a: string;
  b: string;
  /** The stem (or stem and parts) Jaccard that made them a pair. */
  score: number;
  reason: 'same answer, similar stem' | 'same format, similar stem and parts';
}

type Question = Pick<
  LibraryQuestion,
  'id' | 'format' | 'stem' | 'options' | 'answerIndex' | 'statements' | 'match' | 'steps' | 'assertion' | 'reason'
>;

/** What an INICET-format question asks: its stem and its format's parts. */
function formatText(q: Question): string {
  return [
    q.stem,
    ...(q.statements ?? []),
    ...(q.match ? [...q.match.left, ...q.match.right] : []),
    ...(q.steps ?? []),
    q.assertion ?? '',
    q.reason ?? '',
  ].join(' ');
}

export function findNearDuplicates(questions: readonly Question[]): NearDuplicate[] {
  const stems = questions.map((q) => new Set(contentWords(q.format === 'single' ? q.stem : formatText(q))));
  const keys = questions.map((q) => new Set(contentWords(q.options[q.answerIndex] ?? '')));
  const postings = new Map<string, number[]>();
  stems.forEach((words, index) => {
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.push(index);
      else postings.set(word, [index]);
    }
  });
  const commonAbove = Math.max(20, Math.ceil(questions.length * COMMON_WORD_SHARE));
  const found: NearDuplicate[] = [];
  const checked = new Set<number>();
  for (let i = 0; i < questions.length; i++) {
    checked.clear();
    for (const word of stems[i]!) {
      const list = postings.get(word)!;
      if (list.length > commonAbove) continue;
      for (const j of list) {
        if (j <= i || checked.has(j)) continue;
        checked.add(j);
        const a = questions[i]!;
        const b = questions[j]!;
        const single = a.format === 'single' && b.format === 'single';
        if (!single && a.format !== b.format) continue;
        const score = jaccard(stems[i]!, stems[j]!);
        if (single) {
          if (score >= SAME_ANSWER_STEM_JACCARD && overlap(keys[i]!, keys[j]!) >= SAME_ANSWER_KEY_OVERLAP)
            found.push({ a: a.id, b: b.id, score, reason: 'same answer, similar stem' });
        } else if (score >= FORMAT_JACCARD) {
          found.push({ a: a.id, b: b.id, score, reason: 'same format, similar stem and parts' });
        }
      }
    }
  }
  return found.sort((x, y) => y.score - x.score);
}
