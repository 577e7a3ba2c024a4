/**
 * Full-text search over the guide and FAQ on the client: every word typed must match the start
 * of a word in the question, its section or its answer; matches in the question weigh most.
 */
import { type HelpQuestion, type HelpSection, helpPlainText } from '@medsutra/contract/help/content';

export interface HelpSearchResult {
  section: HelpSection;
  question: HelpQuestion;
  score: number;
}

const WEIGHT = { question: 3, section: 2, answer: 1 } as const;

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** "devi" matches "device"; "devices" also matches "device", so a plural finds a singular. */
function matches(term: string, word: string): boolean {
  if (word.startsWith(term)) return true;
  return word.length >= 4 && term.startsWith(word) && term.length - word.length <= 2;
}

interface IndexedQuestion {
  section: HelpSection;
  question: HelpQuestion;
  fields: { weight: number; words: string[] }[];
}

const indexCache = new WeakMap<readonly HelpSection[], IndexedQuestion[]>();

function indexOf(sections: readonly HelpSection[]): IndexedQuestion[] {
  let index = indexCache.get(sections);
  if (!index) {
    index = sections.flatMap((section) =>
      section.questions.map((question) => ({
        section,
        question,
        fields: [
          { weight: WEIGHT.question, words: words(question.question) },
          { weight: WEIGHT.section, words: words(section.title) },
          { weight: WEIGHT.answer, words: question.answer.flatMap((line) => words(helpPlainText(line))) },
        ],
      })),
    );
    indexCache.set(sections, index);
  }
  return index;
}

export function searchHelp(sections: readonly HelpSection[], query: string, limit = 10): HelpSearchResult[] {
  const terms = [...new Set(words(query))];
  if (terms.length === 0) return [];
  const results: HelpSearchResult[] = [];
  for (const entry of indexOf(sections)) {
    let score = 0;
    for (const term of terms) {
      let best = 0;
      for (const field of entry.fields) {
        const hits = field.words.filter((word) => matches(term, word)).length;
        if (hits > 0) best = Math.max(best, field.weight + Math.min(hits, 3) * 0.1);
      }
      if (best === 0) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score > 0) results.push({ section: entry.section, question: entry.question, score });
  }
  // Array.prototype.sort is stable, so equal scores keep the guide's order.
  return results.sort((a, b) => b.score - a.score).slice(0, limit);
}
