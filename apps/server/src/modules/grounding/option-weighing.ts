/**
 * Weighing a multiple-choice question's options against the library (decision 107). For each
 * option, the passages that are about the stem are searched for that option: a passage supports
 * it when it holds the option's distinguishing words (or its whole phrase, for "Vitamin A" or
 * "Type IV") and the stem's rarer words. A library question that asks the same thing and keys the
 * same option supports it too, through its explanation. An option is named only when its support
 * is clear and clearly ahead of every other's; a question asking for the exception is never
 * answered this way (what the passages support is then the wrong answer).
 */
import { EXAM_TRAP_PREFIX } from '@medsutra/contract/library/note-text';
import { LIBRARY_ABBREVIATIONS } from '../library/abbreviations.ts';
import type { PassageIndex, QueryTerm, RankedItem } from './passage-index.ts';
import { allTerms, terms } from './passage-text.ts';

interface OptionEvidence {
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

/** A passage's sentences; commas inside a bracketed aside do not split its clauses. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, (aside) => aside.replace(/[,;.]/g, ' '))
    .split(/[.;](?:\s|$)|\s[\u2013\u2014]\s/)
    .filter((sentence) => sentence.trim().length > 0);
}

const NEGATION =
  /\b(?:not|no|without|never|cannot|absent|negative|unlike|rather than|instead of|except|rare|rarely)\b/i;
const ORDINALS = ['first', 'second', 'third', 'fourth'];

/** Support below this is not support. */
const MIN_SUPPORT = 0.35;
/** Support this strong, with every other option's under a quarter of it, names the option however small the lead. */
const DOMINANT_SUPPORT = 0.25;
/** The named option must lead the next by this much. */
const MIN_LEAD = 0.18;

/**
 * A stem that asks what defines a condition ("which feature defines proliferative diabetic
 * retinopathy?") is answered by a sentence that says so, not by one that merely names an option
 * ("microaneurysms are the earliest sign"). Other asks ("the commonest cause", "the drug of
 * choice") were tried the same way and cost more right answers than wrong ones on the evaluation
 * set, so they are not here.
 */
const STEM_ASKS: readonly { stem: RegExp; sentence: RegExp }[] = [
  {
    stem: /\b(?:defines|defining|hallmark|pathognomonic)\b/i,
    sentence: /\b(?:defin|hallmark|pathognomonic|characteri)/i,
  },
];
/**
 * Words whose opposite in a sentence means it answers another question: a right shift is not a
 * left one, a major Jones criterion not a minor one, a high anion gap not a normal one.
 */
const OPPOSITES: readonly [string, string][] = [
  ['right', 'left'],
  ['major', 'minor'],
  ['high', 'normal'],
  ['increase', 'decrease'],
  ['increased', 'decreased'],
];
/** 1 when `text` answers what the stem asks; less when it lacks the stem's ask or holds its opposite. */
export function stemAgreement(stem: string, text: string): number {
  let factor = 1;
  for (const ask of STEM_ASKS) if (ask.stem.test(stem) && !ask.sentence.test(text)) factor *= 0.5;
  const stemWords = new Set(allTerms(stem));
  const textWords = new Set(allTerms(text));
  // "non-depolarising" answers the opposite of "depolarising", "non-proliferative" of "proliferative".
  const negatedInText = (word: string) => new RegExp(`\\bnon[- ]?${word}`, 'i');
  for (const word of stemWords) {
    if (word.length > 4 && negatedInText(word).test(text) && !negatedInText(word).test(stem)) {
      const plain = new RegExp(`(?<!non[- ]?)\\b${word}`, 'i');
      if (!plain.test(text)) factor *= 0.3;
    }
  }
  for (const [a, b] of OPPOSITES) {
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      if (stemWords.has(mine) && !stemWords.has(theirs) && textWords.has(theirs) && !textWords.has(mine)) factor *= 0.3;
    }
  }
  return factor;
}

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
  const stemOrdinals = ORDINALS.filter((o) => allTerms(stem).includes(o));
  const stemNegated = NEGATION.test(stem);
  const stemSet = new Set(stemTerms.map((t) => t.term));
  const optionTerms = options.map((o) => terms(o));
  // Words every option shares ("nerve", "vitamin") say nothing about which is right.
  const shared = new Set(optionTerms[0]!.filter((t) => optionTerms.every((list) => list.includes(t))));
  // The words that tell an option from the others: its own, else those it shares with some.
  const distinct = optionTerms.map((list, i) => {
    const own = [...new Set(list.filter((t) => !shared.has(t) && !stemSet.has(t)))];
    const unique = own.filter((t) => optionTerms.every((other, j) => j === i || !other.includes(t)));
    return unique.length > 0 ? unique : own;
  });
  const phrases = options.map((o) => allTerms(o));
  const inAnOption = new Set(optionTerms.flat());
  // The stem's two rarest words the library knows, leaving out any an option holds.
  const keyTerms = stemTerms
    .filter((t) => t.weight === 1 && index.idf(t.term) > 0 && !optionTerms.some((list) => list.includes(t.term)))
    .sort((a, b) => index.idf(b.term) - index.idf(a.term))
    .slice(0, 2)
    .map((t) => t.term);
  // "INR (prothrombin time)", "Thromboangiitis obliterans / Buerger disease": each name on its own too.
  // An option's abbreviation counts as its name ("aPTT" for activated partial thromboplastin time).
  const variants = options.map((o) => {
    const whole = allTerms(o).join(' ');
    const parts = o
      .split(/[()/]|\bor\b/)
      .map((part) => allTerms(part))
      .filter((v) => v.length > 0 && v.join(' ') !== whole);
    for (const [short, long] of LIBRARY_ABBREVIATIONS) {
      const [a, b] = [allTerms(short), allTerms(long)];
      if (` ${whole} `.includes(` ${b.join(' ')} `) && a.join(' ').length > 2) parts.push(a);
      if (whole === a.join(' ')) parts.push(b);
    }
    return parts;
  });

  const retrievalTerms: QueryTerm[] = [
    ...stemTerms,
    ...distinct
      .flat()
      .filter((t) => !stemSet.has(t))
      .map((term) => ({ term, weight: 0.5 })),
  ];
  const ranked = index.rank(retrievalTerms, { hidden, linesPerItem: 8, coverageTerms: stemTerms, limit: 30 });
  const stemWeight = stemTerms.reduce((sum, t) => sum + (index.idf(t.term) || index.maxIdf) * t.weight, 0) || 1;

  /**
   * How fully a line holds option `i`: its whole phrase in order counts 1; its distinguishing
   * words by weight count less ("aortic and mitral" is not "mitral and tricuspid … aortic").
   */
  const optionCoverage = (line: number, i: number) => {
    // An option made only of the stem's words ("Fever" for a question on rheumatic fever) is
    // found in every line that repeats the stem: a line cannot speak for it.
    if (optionTerms[i]!.length > 0 && optionTerms[i]!.every((t) => stemSet.has(t))) return 0;
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

  /**
   * Which of these options a library question's keyed option is: the same words, or nearly
   * ("IV calcium gluconate" for "Intravenous calcium gluconate"), and no other option as near.
   */
  const keyedMatch = (keyedOption: string) => {
    const keyed = allTerms(keyedOption).join(' ');
    const exact = phrases.findIndex((p) => p.join(' ') === keyed);
    if (exact >= 0) return exact;
    const theirs = new Set(index.queryTerms(keyedOption).map((t) => t.term));
    const digits = (set: Iterable<string>) =>
      [...set]
        .filter((t) => /\d/.test(t))
        .sort()
        .join(' ');
    const scores = optionTerms.map((list) => {
      const ours = new Set(list);
      if (digits(ours) !== digits(theirs)) return 0;
      const union = new Set([...ours, ...theirs]);
      return union.size === 0
        ? 0
        : weigh(
            index,
            [...ours].filter((t) => theirs.has(t)),
          ) / weigh(index, [...union]);
    });
    const best = Math.max(...scores);
    const at = scores.indexOf(best);
    return best >= 0.6 && scores.filter((x) => x >= best - 0.2).length === 1 ? at : -1;
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
    const words = distinct[i]!.filter((w) => w.length > 2 || /\d/.test(w));
    const isStem = (w: string) => stemSet.has(w) && !inAnOption.has(w);
    const holds = (part: string) => {
      const sequence = allTerms(part);
      return (
        (phrase.length > 0 && sequence.join(' ').includes(phrase.join(' '))) || sequence.some((w) => words.includes(w))
      );
    };
    let best = 0;
    // Asides in brackets ("Dantrolene (2.5 mg/kg IV, repeated) … is the specific treatment") do
    // not split their sentence into clauses.
    for (const sentence of sentencesOf(text)) {
      if (!holds(sentence)) continue;
      const clauses = sentence.split(',').filter(holds);
      const withStem = clauses.find((c) => allTerms(c).some(isStem));
      const clause = withStem ?? clauses[0] ?? sentence;
      const negated = NEGATION.test(clause);
      const sentenceTerms = allTerms(sentence);
      // "Second sound: aortic then pulmonary" does not answer a question about the first sound.
      const otherOrdinal =
        stemOrdinals.length > 0 &&
        !stemOrdinals.some((o) => sentenceTerms.includes(o)) &&
        ORDINALS.some((o) => sentenceTerms.includes(o));
      // In a list ("bird beak in achalasia, corkscrew in spasm, stricture in carcinoma") only the
      // option in the stem's clause is what the stem describes.
      const list = sentence.split(',').length > 2;
      const place = withStem ? 1 : sentenceTerms.some(isStem) ? (list ? 0.4 : 0.6) : 0.5;
      // A sentence that denies the stem's finding ("no tissue bridges") describes something else.
      const deniesStem =
        !stemNegated && sentence.split(',').some((c) => NEGATION.test(c) && allTerms(c).some(isStem) && !holds(c));
      best = Math.max(best, (negated || deniesStem ? 0.3 : 1) * (otherOrdinal ? 0.3 : 1) * place);
    }
    return best || 0.5;
  };

  /** The share of the stem's weight a set of terms holds (its subtopic's names at half). */
  const stemCoverageOf = (held: ReadonlySet<string>, subtopicId: string | null) => {
    const names = index.subtopicTerms(subtopicId);
    let covered = 0;
    for (const { term, weight } of stemTerms) {
      const w = (index.idf(term) || index.maxIdf) * weight;
      if (held.has(term)) covered += w;
      else if (term.length >= 5 && [...held].some((t) => t.startsWith(term) || term.startsWith(t))) covered += w * 0.7;
      else if (names.has(term)) covered += w / 2;
    }
    return covered / stemWeight;
  };
  /**
   * How much of the stem the sentence that holds option \`i\` carries: in "P. falciparum causes
   * cerebral malaria; P. vivax forms hypnozoites", hypnozoites speak for vivax only.
   */
  const sentenceRelevance = (text: string, i: number, subtopicId: string | null) => {
    let best = -1;
    for (const sentence of sentencesOf(text)) {
      const sequence = allTerms(sentence);
      const joined = sequence.join(' ');
      const holds =
        [phrases[i]!, ...variants[i]!].some((p) => p.length > 0 && joined.includes(p.join(' '))) ||
        distinct[i]!.some((w) => (w.length > 2 || /\d/.test(w)) && sequence.includes(w));
      if (!holds) continue;
      const held = new Set(terms(sentence));
      // The stem's rarest words are what it asks about: a sentence (or its subtopic) without any
      // of them is about something else ("…the earliest sign of diabetic retinopathy" for
      // proliferative retinopathy).
      const names = index.subtopicTerms(subtopicId);
      if (keyTerms.length > 0 && !keyTerms.some((t) => held.has(t) || names.has(t))) continue;
      best = Math.max(best, stemCoverageOf(held, subtopicId));
    }
    return best < 0 ? 0 : best;
  };

  /**
   * A table row ("Porphyrias: Condition: Porphyria cutanea tarda; Enzyme: Uroporphyrinogen
   * decarboxylase") is about its first cell: it speaks for an option in another cell only when that
   * first cell is what the stem asks about (at least half its words are the stem's), and for an
   * option that is its first cell only when the rest of the row holds the stem's rarest words.
   */
  const rowFactor = (text: string, i: number) => {
    const cells = /^[^;]+?: ([^:;]+): ([^;]+)((?:; [^:;]+: [^;]+)+)$/.exec(text);
    if (!cells) return 1;
    const firstCell = terms(cells[2]!);
    const optionWords = new Set(optionTerms[i]!);
    const entityIsOption = firstCell.length > 0 && firstCell.every((t) => optionWords.has(t) || stemSet.has(t));
    if (entityIsOption) {
      const rest = new Set(terms(cells[3]!));
      return keyTerms.length === 0 || keyTerms.every((t) => rest.has(t)) ? 1 : 0.3;
    }
    const aboutStem = firstCell.filter((t) => stemSet.has(t)).length;
    return firstCell.length === 0 || aboutStem * 2 >= firstCell.length ? 1 : 0.3;
  };

  /**
   * An option named only inside a bracketed aside ("it maintains the corpus luteum (progesterone)",
   * "(hyperparathyroidism, bone destruction by myeloma …)") is an example or a gloss, not what the
   * sentence says: it speaks for it weakly.
   */
  const asideFactor = (text: string, i: number) => {
    if (!text.includes('(')) return 1;
    const outside = allTerms(text.replace(/\([^)]*\)/g, ' ')).join(' ');
    const words = distinct[i]!.filter((w) => w.length > 2 || /\d/.test(w));
    const phrase = phrases[i]!.join(' ');
    const named =
      (phrase.length > 0 && ` ${outside} `.includes(` ${phrase} `)) ||
      words.some((w) => ` ${outside} `.includes(` ${w} `));
    return named ? 1 : 0.5;
  };

  const evidence: OptionEvidence[] = options.map(() => ({ support: 0, item: null, quote: null }));
  const top = ranked.slice(0, 12);
  for (const item of top) {
    // A question's explanation names its distractors as well as its answer: it speaks only for
    // its keyed option (below), never for whichever option it mentions.
    const lines = item.kind === 'question' ? [] : item.lines;
    for (const line of lines) {
      // An exam trap names the distractor students fall for: it never speaks for an option.
      if (line.text.startsWith(EXAM_TRAP_PREFIX)) continue;
      const covers = options.map((_, i) => optionCoverage(line.line, i));
      const full = covers.filter((c) => c >= 0.85).length;
      // Whether the line answers the stem's question is the line's, whichever option it holds.
      const agreement = covers.some((c) => c >= 0.6) ? stemAgreement(stem, line.text) : 0;
      for (let i = 0; i < options.length; i++) {
        const cover = covers[i]!;
        if (cover < 0.6) continue;
        // A line that holds two options fully does not tell them apart.
        const ambiguity = full > 1 && cover >= 0.85 ? 0.6 : 1;
        const support =
          sentenceRelevance(line.text, i, item.subtopicId) *
          cover *
          ambiguity *
          clauseFactor(line.text, i) *
          agreement *
          rowFactor(line.text, i) *
          asideFactor(line.text, i);
        if (support > evidence[i]!.support) evidence[i] = { support, item, quote: line.text };
      }
    }
    // A library question that asks the same thing (its stem and this one share most of their
    // weight, both ways) and keys one of these options.
    if (item.kind === 'question' && item.keyedOption && item.stem) {
      const match = keyedMatch(item.keyedOption);
      const line = item.lines[0];
      // One asks for what is "not" there, or for the opposite ("normal anion gap"): another question.
      const sameAsk = NEGATION.test(item.stem) === NEGATION.test(stem) && stemAgreement(stem, item.stem) === 1;
      const similarity = sameAsk ? stemSimilarity(item.stem) : 0;
      if (match >= 0 && line && similarity >= 0.4) {
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
  else if (!first || (first.s < MIN_SUPPORT && !(first.s >= DOMINANT_SUPPORT && (second?.s ?? 0) <= first.s / 4)))
    undecided = 'no-support';
  else if (second && first.s - second.s < MIN_LEAD && !(first.s >= DOMINANT_SUPPORT && second.s <= first.s / 4))
    undecided = 'close';
  else choice = first.i;
  return { choice, evidence, ranked, undecided };
}
