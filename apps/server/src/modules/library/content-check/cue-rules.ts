/**
 * Cues a test-wise student uses, measured per subject (issue 31's sample review found them):
 * the key's position, the key being the one longest option, and absolute words that mark a
 * distractor. Each returns a problem per subject that shows the cue.
 */
import type { LibraryQuestion } from '@medsutra/contract/library/content';
import type { Problem } from './snapshot.ts';

/** Each answer position holds between 20% and 30% of a subject's single-best-answer keys. */
const ANSWER_POSITION_SHARE = { min: 0.2, max: 0.3 } as const;
/** The key may be the uniquely longest option in at most 30% of a subject's questions (25% by chance). */
const LONGEST_KEY_MAX_SHARE = 0.3;
/** Words that make an option sound wrong ("never", "always") or right-by-exclusion ("only"). */
const ABSOLUTE_WORDS = /\b(alone|only|never|always|all)\b/i;

type Entry = { subject: string; question: LibraryQuestion };

function bySubject(entries: readonly Entry[]): Map<string, LibraryQuestion[]> {
  const groups = new Map<string, LibraryQuestion[]>();
  for (const { subject, question } of entries) {
    const list = groups.get(subject);
    if (list) list.push(question);
    else groups.set(subject, [question]);
  }
  return groups;
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

export function answerPositionProblems(entries: readonly Entry[]): Problem[] {
  const problems: Problem[] = [];
  for (const [subject, questions] of bySubject(entries)) {
    const singles = questions.filter((q) => q.format === 'single');
    if (singles.length === 0) continue;
    const counts = [0, 0, 0, 0];
    for (const q of singles) counts[q.answerIndex] = (counts[q.answerIndex] ?? 0) + 1;
    counts.forEach((count, position) => {
      const share = count / singles.length;
      if (share < ANSWER_POSITION_SHARE.min || share > ANSWER_POSITION_SHARE.max) {
        problems.push({
          where: subject,
          rule: 'answer position',
          message: `option ${'ABCD'[position]} is the key in ${count} of ${singles.length} single-best-answer questions (${percent(share)}; 20–30% wanted)`,
        });
      }
    });
  }
  return problems;
}

/** Whether the key is longer than every other option (by characters). */
export function keyIsUniquelyLongest(q: Pick<LibraryQuestion, 'options' | 'answerIndex'>): boolean {
  const key = q.options[q.answerIndex]?.length ?? 0;
  return q.options.every((option, index) => index === q.answerIndex || option.length < key);
}

export function longestKeyProblems(entries: readonly Entry[]): Problem[] {
  const problems: Problem[] = [];
  for (const [subject, questions] of bySubject(entries)) {
    // Assertion–reason's four options are fixed words, the same for every question.
    const counted = questions.filter((q) => q.format !== 'assertion-reason');
    if (counted.length === 0) continue;
    const longest = counted.filter(keyIsUniquelyLongest).length;
    const share = longest / counted.length;
    if (share > LONGEST_KEY_MAX_SHARE) {
      problems.push({
        where: subject,
        rule: 'longest key',
        message: `the key is the uniquely longest option in ${longest} of ${counted.length} questions (${percent(share)}; at most 30%)`,
      });
    }
  }
  return problems;
}

export function absoluteWordProblems(entries: readonly Entry[]): Problem[] {
  const problems: Problem[] = [];
  for (const [subject, questions] of bySubject(entries)) {
    // The INICET formats' options are combinations ("1 and 3 only"): "only" there is the format's.
    const singles = questions.filter((q) => q.format === 'single');
    let keys = 0;
    let distractors = 0;
    for (const q of singles) {
      q.options.forEach((option, index) => {
        if (!ABSOLUTE_WORDS.test(option)) return;
        if (index === q.answerIndex) keys++;
        else distractors++;
      });
    }
    const keyRate = singles.length === 0 ? 0 : keys / singles.length;
    const distractorRate = singles.length === 0 ? 0 : distractors / (singles.length * 3);
    if (distractorRate > keyRate) {
      problems.push({
        where: subject,
        rule: 'absolute words',
        message: `absolute words (alone, only, never, always, all) in ${distractors} distractor${distractors === 1 ? '' : 's'} (${percent(distractorRate)} of distractors) and ${keys} key${keys === 1 ? '' : 's'} (${percent(keyRate)} of keys): a distractor must not carry them more often than a key`,
      });
    }
  }
  return problems;
}
