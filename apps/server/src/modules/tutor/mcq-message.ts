/**
 * Is a message a multiple-choice question, and if so, what are its stem and its four options? A
 * student pastes options as a book or a test sets them: one a line ("A. …", "A) …", "(a) …",
 * "1. …"), or on one line ("… A. Pyridoxine B. Thiamine C. …", "Options: A) … B) …"). Whatever
 * the labels, the options are returned as A–D.
 */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export interface McqMessage {
  stem: string;
  options: [string, string, string, string];
}

/** Labels for options one a line (compared in lower case). */
const LABEL_SETS = [
  ['a', 'b', 'c', 'd'],
  ['1', '2', '3', '4'],
] as const;

/** "A. x", "A) x", "(A) x", "A: x", "A - x", with any case. */
const LINE_OPTION = /^\s*(?:\(([a-d1-4])\)|([a-d1-4])\s*[.):\]-])\s*(.+?)\s*$/i;

function fromLines(text: string): McqMessage | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  for (let start = 0; start + 4 <= lines.length; start++) {
    const found = lines.slice(start, start + 4).map((line) => LINE_OPTION.exec(line));
    if (found.some((m) => !m)) continue;
    const labels = found.map((m) => (m![1] ?? m![2]!).toLowerCase());
    if (!LABEL_SETS.some((set) => set.every((label, i) => labels[i] === label))) continue;
    const stem = lines
      .slice(0, start)
      .join(' ')
      .replace(/\boptions\s*:?\s*$/i, '')
      .trim();
    if (!stem) continue;
    return { stem, options: found.map((m) => m![3]!.trim()) as McqMessage['options'] };
  }
  return null;
}

/** Labels for options set on one line, tried in this order (capitals first: "a." is rarer as a word). */
const INLINE_LABELS = [
  ['A', 'B', 'C', 'D'],
  ['a', 'b', 'c', 'd'],
  ['1', '2', '3', '4'],
] as const;

function inline(text: string): McqMessage | null {
  const flat = text.replace(/\s+/g, ' ');
  for (const set of INLINE_LABELS) {
    for (const style of ['paren', 'mark'] as const) {
      const marker = (label: string) =>
        style === 'paren' ? new RegExp(`(?:^|\\s)\\(${label}\\)\\s*`) : new RegExp(`(?:^|\\s)${label}\\s*[.):]\\s+`);
      const positions: { at: number; end: number }[] = [];
      let from = 0;
      for (const label of set) {
        const match = marker(label).exec(flat.slice(from));
        if (!match) break;
        positions.push({ at: from + match.index, end: from + match.index + match[0].length });
        from += match.index + match[0].length;
      }
      if (positions.length !== 4) continue;
      const options = positions.map((p, i) =>
        flat
          .slice(p.end, i < 3 ? positions[i + 1]!.at : undefined)
          .trim()
          .replace(/[.;,]$/, ''),
      );
      const stem = flat
        .slice(0, positions[0]!.at)
        .replace(/\boptions\s*:?\s*$/i, '')
        .trim();
      if (!stem || options.some((o) => !o)) continue;
      return { stem, options: options as McqMessage['options'] };
    }
  }
  return null;
}

export function parseMcqMessage(text: string): McqMessage | null {
  return fromLines(text) ?? inline(text);
}

/** A question asking for the exception ("all EXCEPT", "which is NOT"): the supported option is the wrong answer. */
export function asksForException(stem: string): boolean {
  return /\b(?:except|not|false|incorrect|untrue|least|never|wrong)\b/i.test(stem);
}
