/**
 * Weighing a multiple-choice question's options against the library (decision 107). For each
 * option, the passages that are about the stem are searched for that option: a passage supports
 * it when it holds the option's distinguishing words (or its whole phrase, for "Vitamin A" or
 * "Type IV") and the stem's rarer words. A library question that asks the same thing and keys the
 * same option supports it too, through its explanation. An option is named only when its support
 * is clear and clearly ahead of every other's; a question asking for the exception is never
 * answered this way (what the passages support is then the wrong answer).
 */
import type { PassageIndex, QueryTerm, RankedItem } from './passage-index.ts';
import { allTerms, terms } from './passage-text.ts';

export interface OptionEvidence {
  /** 0–1: how well the best passage supports this option for this stem. */
  support: number;
  /** The passage that gives it, and the line to quote. */
  item: RankedItem | null;
  quote: string | null;
}

export interface OptionWeighing {
  /** Index (0–3) of the option the library supports, or null when it does not settle it. */
  choice: number | null;
  evidence: OptionEvidence[];
  /** The items retrieved for the stem, best first (for the passages shown). */
  ranked: RankedItem[];
  /** Why no option was named, when none was. */
  undecided: 'exception' | 'no-support' | 'close' | null;
}

/** Support below this is not support. */
const MIN_SUPPORT = 0.35;
/** The named option must lead the next by this much. */
const MIN_LEAD = 0.15;

const weigh = (index: PassageIndex, list: readonly string[]) =>
  list.reduce((sum, t) => sum + (index.idf(t) || index.maxIdf), 0);

export function weighOptions(
  index: PassageIndex,
  stem: string,
  options: readonly string[],
  hidden: ReadonlySet<string>,
  exception: boolean,
): OptionWeighing {
  const stemTerms = index.queryTerms(stem);
  const stemSet = new Set(stemTerms.map((t) => t.term));
  const optionTerms = options.map((o) => terms(o));
  // Words every option shares ("nerve", "vitamin") say nothing about which is right.
  const shared = new Set(optionTerms[0]!.filter((t) => optionTerms.every((list) => list.includes(t))));
  const distinct = optionTerms.map((list) => [...new Set(list.filter((t) => !shared.has(t) && !stemSet.has(t)))]);
  const phrases = options.map((o) => allTerms(o));
  const inAnOption = new Set(optionTerms.flat());
  // "INR (prothrombin time)", "Thromboangiitis obliterans / Buerger disease": each name on its own too.
  const variants = options.map((o) =>
    o
      .split(/[()/]|\bor\b/)
      .map((part) => allTerms(part))
      .filter((v) => v.length > 0 && v.join(' ') !== allTerms(o).join(' ')),
  );

  const retrievalTerms: QueryTerm[] = [
    ...stemTerms,
    ...distinct
      .flat()
      .filter((t) => !stemSet.has(t))
      .map((term) => ({ term, weight: 0.5 })),
  ];
  const ranked = index.rank(retrievalTerms, { hidden, linesPerItem: 8, coverageTerms: stemTerms, limit: 30 });
  const stemWeight = stemTerms.reduce((sum, t) => sum + (index.idf(t.term) || index.maxIdf) * t.weight, 0) || 1;

  /** The share of the stem's weight a line (with its subtopic's name, at half) holds. */
  const stemCoverage = (line: number, subtopicId: string | null) => {
    const tf = index.lineTerms(line);
    const names = index.subtopicTerms(subtopicId);
    let covered = 0;
    for (const { term, weight } of stemTerms) {
      const w = (index.idf(term) || index.maxIdf) * weight;
      if (tf.has(term)) covered += w;
      else if (names.has(term)) covered += w / 2;
    }
    return covered / stemWeight;
  };
  /**
   * How fully a line holds option `i`: its whole phrase in order counts 1; its distinguishing
   * words by weight count less ("aortic and mitral" is not "mitral and tricuspid … aortic").
   */
  const optionCoverage = (line: number, i: number) => {
    if (index.lineHasPhrase(line, phrases[i]!)) return 1;
    if (variants[i]!.some((v) => v.some((w) => w.length > 2 || /\d/.test(w)) && index.lineHasPhrase(line, v)))
      return 0.95;
    const words = distinct[i]!;
    if (words.length === 0 || words.every((w) => w.length <= 2)) return 0;
    const tf = index.lineShownTerms(line);
    const total = weigh(index, words);
    const held = weigh(
      index,
      words.filter((w) => tf.has(w)),
    );
    return total === 0 ? 0 : (0.85 * held) / total;
  };

  /** How much two stems ask the same: the smaller of the shares each holds of the other's weight. */
  const stemSimilarity = (other: string) => {
    const theirs = new Set(terms(other));
    const ours = new Set(stemTerms.map((t) => t.term));
    const share = (a: Set<string>, b: Set<string>) => {
      const total = weigh(index, [...a]);
      return total === 0
        ? 0
        : weigh(
            index,
            [...a].filter((t) => b.has(t)),
          ) / total;
    };
    return Math.min(share(ours, theirs), share(theirs, ours));
  };

  /**
   * Where in a line an option sits: in the clause that carries the stem's words, or said to be
   * absent ("IgM does not cross the placenta", "without local swelling"). A line that lists several
   * options ("bird beak in achalasia, corkscrew in spasm, shouldered stricture in carcinoma") supports
   * the one in the stem's clause.
   */
  const clauseFactor = (text: string, i: number) => {
    const phrase = phrases[i]!;
    const words = distinct[i]!.filter((w) => w.length > 2);
    const isStem = (w: string) => stemSet.has(w) && !inAnOption.has(w);
    let best = 0;
    for (const sentence of text.split(/[.;](?:\s|$)|\s[\u2013\u2014]\s/)) {
      const sequence = allTerms(sentence);
      const at: number[] = [];
      for (let k = 0; k < sequence.length; k++) {
        const here = sequence.slice(k, k + phrase.length);
        if (
          (phrase.length > 0 && here.length === phrase.length && here.every((w, j) => w === phrase[j])) ||
          words.includes(sequence[k]!)
        )
          at.push(k);
      }
      if (at.length === 0) continue;
      const stems = sequence.flatMap((w, k) => (isStem(w) ? [k] : []));
      if (stems.length === 0) {
        best = Math.max(best, 0.6);
        continue;
      }
      const distance = Math.min(...at.flatMap((a) => stems.map((b) => Math.abs(a - b))));
      const clause = sentence.split(',').find((c) => {
        const cs = allTerms(c);
        return cs.some((w) => words.includes(w)) || (phrase.length > 0 && cs.join(' ').includes(phrase.join(' ')));
      });
      const negated =
        /\b(?:not|no|without|never|cannot|absent|unlike|rather than|instead of|except|rare|rarely)\b/i.test(
          clause ?? '',
        );
      best = Math.max(best, (negated ? 0.3 : 1) * (distance <= 8 ? 1 : 0.8));
    }
    return best || 0.6;
  };

  const evidence: OptionEvidence[] = options.map(() => ({ support: 0, item: null, quote: null }));
  const top = ranked.slice(0, 12);
  for (const item of top) {
    for (const line of item.lines) {
      const covers = options.map((_, i) => optionCoverage(line.line, i));
      const full = covers.filter((c) => c >= 0.85).length;
      const relevance = stemCoverage(line.line, item.subtopicId);
      for (let i = 0; i < options.length; i++) {
        const cover = covers[i]!;
        if (cover < 0.6) continue;
        // A line that holds two options fully does not tell them apart.
        const ambiguity = full > 1 && cover >= 0.85 ? 0.6 : 1;
        const support = relevance * cover * ambiguity * clauseFactor(line.text, i);
        if (support > evidence[i]!.support) evidence[i] = { support, item, quote: line.text };
      }
    }
    // A library question that asks the same thing (its stem and this one share most of their
    // weight, both ways) and keys one of these options.
    if (item.kind === 'question' && item.keyedOption && item.stem) {
      const keyed = allTerms(item.keyedOption).join(' ');
      const match = phrases.findIndex((p) => p.join(' ') === keyed);
      const line = item.lines[0];
      const similarity = stemSimilarity(item.stem);
      if (match >= 0 && line && similarity >= 0.5) {
        const support = Math.min(1, 0.3 + similarity);
        if (support > evidence[match]!.support) evidence[match] = { support, item, quote: line.text };
      }
    }
  }

  const order = evidence.map((e, i) => ({ i, s: e.support })).sort((a, b) => b.s - a.s);
  const [first, second] = order;
  let choice: number | null = null;
  let undecided: OptionWeighing['undecided'] = null;
  if (exception) undecided = 'exception';
  else if (!first || first.s < MIN_SUPPORT) undecided = 'no-support';
  else if (second && first.s - second.s < MIN_LEAD) undecided = 'close';
  else choice = first.i;
  return { choice, evidence, ranked, undecided };
}
