/**
 * Checks a model's citations against what was retrieved: [n] must name a passage it was given.
 * A citation of a passage that does not exist is removed from the text (never shown as if it
 * were a source) and counted.
 */
import type { Passage } from './passages.ts';

export interface CheckedCitations {
  text: string;
  cited: Passage[];
  removed: number;
}

export function checkCitations(text: string, passages: readonly Passage[]): CheckedCitations {
  const byNumber = new Map(passages.map((passage) => [passage.n, passage]));
  const cited = new Map<number, Passage>();
  let removed = 0;
  const cleaned = text.replace(/\s?\[(\d{1,3})\]/g, (marker, digits: string) => {
    const passage = byNumber.get(Number(digits));
    if (!passage) {
      removed++;
      return '';
    }
    cited.set(passage.n, passage);
    return marker;
  });
  return { text: cleaned, cited: [...cited.values()].sort((a, b) => a.n - b.n), removed };
}
