/**
 * The tutor's answer to a pasted multiple-choice question (decision 107): each option weighed
 * against the library's passages, an option named only when a passage clearly supports it (that
 * passage quoted), and per option what the library says about it. Without a clear winner it says
 * the library does not settle the question and shows the closest passages.
 *
 * The named option is written as the answer's first line, "Answer: B) …", so a stored answer
 * carries its choice (decision 108); `choiceOf` reads it back.
 */
import type { OptionWeighing } from '../grounding/option-weighing.ts';
import type { RankedItem } from '../grounding/passage-index.ts';
import { groupedPassages, passageOf } from '../grounding/passages.ts';
import { type McqMessage, OPTION_LETTERS, type OptionLetter } from './mcq-message.ts';

const MAX_PASSAGES = 6;

const quote = (line: string) => `"${line.length > 300 ? `${line.slice(0, 297)}…` : line}"`;

/** The passages an MCQ answer cites, numbered in the order they are first cited. */
function citedItems() {
  const items: RankedItem[] = [];
  const seen = new Map<string, number>();
  const add = (item: RankedItem | null | undefined, line?: string | null): number | null => {
    if (!item) return null;
    const key = `${item.kind}:${item.itemId}`;
    const known = seen.get(key);
    if (known !== undefined) {
      const existing = items[known]!;
      if (line && !existing.lines.some((l) => l.text === line))
        existing.lines = [{ text: line, score: 0, line: -1 }, ...existing.lines];
      return known + 1;
    }
    if (items.length >= MAX_PASSAGES) return null;
    const lines = line
      ? [{ text: line, score: 0, line: -1 }, ...item.lines.filter((l) => l.text !== line)]
      : [...item.lines];
    items.push({ ...item, lines });
    seen.set(key, items.length - 1);
    return items.length;
  };
  return { items, add };
}

export function composeMcqAnswer(mcq: McqMessage, weighing: OptionWeighing, about: readonly (RankedItem | null)[]) {
  const { items, add } = citedItems();
  const lines: string[] = [];
  const label = (i: number) => `${OPTION_LETTERS[i]}) ${mcq.options[i]}`;
  const choice = weighing.choice;
  if (choice !== null) {
    const decisive = weighing.evidence[choice]!;
    const n = add(decisive.item, decisive.quote);
    lines.push(`Answer: ${label(choice)} [${n}]`);
    lines.push(`The library says so in ${decisive.item!.title} [${n}]: ${quote(decisive.quote!)}`);
  } else {
    lines.push(
      weighing.undecided === 'exception'
        ? 'The library does not settle this one for me: it asks for the exception, and I name an answer only when a passage states it.'
        : 'The library does not settle this question: no passage clearly supports one option over the others.',
    );
  }
  // The passages retrieved for the stem come next, so the question's own subtopic is cited early.
  for (const item of groupedPassages(weighing.ranked, 2)) add(item);
  lines.push('', 'Option by option, from the library:');
  mcq.options.forEach((_, i) => {
    const evidence = weighing.evidence[i]!;
    if (i === choice) {
      lines.push(`• ${label(i)}: supported [${add(evidence.item, evidence.quote)}].`);
      return;
    }
    if (evidence.item && evidence.quote && evidence.support > 0.3 && choice === null) {
      const n = add(evidence.item, evidence.quote);
      lines.push(`• ${label(i)}: ${quote(evidence.quote)} [${n}]`);
      return;
    }
    const own = about[i];
    const line = own?.lines[0]?.text;
    if (own && line) {
      const n = add(own, line);
      if (n !== null) {
        lines.push(
          `• ${label(i)}: ${choice !== null ? 'not what this question asks; ' : ''}the library says of it: ${quote(line)} [${n}]`,
        );
        return;
      }
    }
    lines.push(`• ${label(i)}: no passage found ties it to this question.`);
  });
  const passages = items.map((item, i) => passageOf(item, i + 1));
  if (choice === null && passages.length > 0) {
    lines.push('', 'The closest passages:');
    for (const p of passages) lines.push(`${p.title} [${p.n}]`, ...p.lines.slice(0, 2).map((l) => `• ${l} [${p.n}]`));
  }
  return { passages, text: lines.join('\n'), choice: choice === null ? null : OPTION_LETTERS[choice]! };
}

/** The option an answer named, from its first line ("Answer: B) …"), or null. */
export function choiceOf(answer: string): OptionLetter | null {
  const match = /(?:^|\n)Answer: ([A-D])\) /.exec(answer.slice(0, 600));
  return match ? (match[1] as OptionLetter) : null;
}
