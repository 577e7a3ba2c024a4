/**
 * The library as passages, ranked for a question (decision 105). A passage is one line a student
 * can be shown and cited: a point of a note's section, a row of a note's table, a mnemonic, an
 * exam trap, a question's explanation (with its stem and keyed option, which is what it teaches)
 * or a case's teaching point. Each knows its item, subtopic and kind.
 *
 * Ranking is BM25 over the passages (so a long stem's rare words decide, not its count of words),
 * plus the weight of the subtopic's own name, aliases and topic when the question names them,
 * with the query's abbreviations expanded both ways and its misspellings mended against the
 * library's own words. Passages are then grouped by subtopic: a subtopic with several passages on
 * the question outranks one that shares a single word with it.
 *
 * Built in memory from the library's tables (a few thousand lines to tens of thousands), rebuilt
 * when the library's fingerprint changes.
 */
import { noteLines, tableRowLine } from '@medsutra/contract/library/note-text';
import { LIBRARY_ABBREVIATIONS } from '../library/abbreviations.ts';
import { allTerms, editDistance, terms } from './passage-text.ts';

type PassageKind = 'note' | 'question' | 'case';

interface IndexedItem {
  kind: PassageKind;
  itemId: string;
  subtopicId: string | null;
  title: string;
  references: string[];
  /** For a question: its keyed option's text. */
  keyedOption?: string;
  /** For a question: its options. */
  options?: string[];
  /** For a question: its stem. */
  stem?: string;
}

interface IndexedLine {
  item: number;
  /** What is shown and quoted. */
  text: string;
  /** Term frequencies of what is matched (for a question: stem, keyed option and explanation). */
  tf: Map<string, number>;
  length: number;
  /** The stemmed words of what is shown, in order, stop words kept: for matching an option's phrase. */
  sequence: string[];
  /** The terms of what is shown (an option is looked for here, not in a question's stem). */
  shown: Set<string>;
}

export interface PassageSources {
  subtopics: {
    id: string;
    subjectId: string;
    name: string;
    aliases: string[];
    topicName: string | null;
    subjectName: string | null;
  }[];
  notes: {
    subtopicId: string;
    sections: { heading: string; points: string[] }[];
    tables: { title: string; columns: string[]; rows: string[][] }[];
    mnemonics: { mnemonic: string; expansion: string }[];
    traps: string[];
    references: string[];
  }[];
  questions: {
    id: string;
    subjectId: string;
    subtopicId: string | null;
    format: string;
    stem: string;
    options: string[];
    answerIndex: number;
    explanation: string;
    references: string[];
  }[];
  cases: {
    id: string;
    subjectId: string;
    subtopicIds: string[];
    title: string;
    body: Record<string, unknown>;
    references: string[];
  }[];
}

/** A weighted term of a query. */
export interface QueryTerm {
  term: string;
  weight: number;
}

export interface RankedItem {
  kind: PassageKind;
  itemId: string;
  subtopicId: string | null;
  title: string;
  references: string[];
  score: number;
  /** Its best lines for the query, best first. */
  lines: { text: string; score: number; line: number }[];
  /** The share of the query's weight (by rarity) its best lines and its subtopic's name cover. */
  coverage: number;
  keyedOption?: string;
  options?: string[];
  stem?: string;
}

const K1 = 1.2;
const B = 0.75;
/** How much a subtopic's name, aliases and topic count, against one passage's text. */
const NAME_WEIGHT = 0.8;
const QUESTION_ITEM_DISCOUNT = 0.9;
/**
 * With an embedding model (decision 135): the line most like the question gains this share of the
 * rarest word's weight, the fortieth-closest nothing. BM25 still decides when the words match.
 */
const SIMILARITY_WEIGHT = 1;

/** "dka" ↔ "diabetic ketoacidosis", as stemmed term lists. */
const ABBREVIATIONS = LIBRARY_ABBREVIATIONS.map(([short, long]) => [terms(short), terms(long)] as const);

const containsRun = (haystack: readonly string[], needle: readonly string[]) => {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

export function createPassageIndex(sources: PassageSources) {
  const items: IndexedItem[] = [];
  const lines: IndexedLine[] = [];
  const postings = new Map<string, { line: number; tf: number }[]>();
  const subtopicNames = new Map<string, Set<string>>();
  const subtopicTitle = new Map<string, string>();
  const nameDocFreq = new Map<string, number>();
  /** Name term → the subtopics whose name, aliases or topic hold it. */
  const nameIndex = new Map<string, string[]>();
  const itemLines: number[][] = [];
  const noteItemOf = new Map<string, number>();

  for (const s of sources.subtopics) {
    const words = new Set([s.name, ...s.aliases, s.topicName ?? ''].flatMap((text) => terms(text)));
    subtopicNames.set(s.id, words);
    subtopicTitle.set(s.id, s.name);
    for (const w of words) {
      nameDocFreq.set(w, (nameDocFreq.get(w) ?? 0) + 1);
      nameIndex.set(w, [...(nameIndex.get(w) ?? []), s.id]);
    }
  }

  const addLine = (item: number, text: string, matchText: string = text) => {
    const matched = terms(matchText);
    if (matched.length === 0) return;
    const tf = new Map<string, number>();
    for (const t of matched) tf.set(t, (tf.get(t) ?? 0) + 1);
    const index = lines.length;
    const ofItem = itemLines[item] ?? [];
    itemLines[item] = ofItem;
    ofItem.push(index);
    lines.push({ item, text, tf, length: matched.length, sequence: allTerms(text), shown: new Set(terms(text)) });
    for (const [term, count] of tf) {
      const list = postings.get(term) ?? [];
      if (list.length === 0) postings.set(term, list);
      list.push({ line: index, tf: count });
    }
  };

  for (const note of sources.notes) {
    const item =
      items.push({
        kind: 'note',
        itemId: note.subtopicId,
        subtopicId: note.subtopicId,
        title: subtopicTitle.get(note.subtopicId) ?? note.subtopicId,
        references: note.references,
      }) - 1;
    noteItemOf.set(note.subtopicId, item);
    for (const section of note.sections) {
      for (const point of section.points) addLine(item, point, `${section.heading} ${point}`);
    }
    for (const table of note.tables) {
      for (const row of table.rows) {
        const text = `${table.title}: ${tableRowLine(table.columns, row)}`;
        addLine(item, text);
      }
    }
    const rest = noteLines({ sections: [], mnemonics: note.mnemonics, traps: note.traps });
    for (const line of rest) addLine(item, line);
  }
  for (const q of sources.questions) {
    const keyed = q.options[q.answerIndex] ?? '';
    const item =
      items.push({
        kind: 'question',
        itemId: q.id,
        subtopicId: q.subtopicId,
        title: q.stem.length > 90 ? `${q.stem.slice(0, 87)}…` : q.stem,
        references: q.references,
        keyedOption: keyed,
        options: q.options,
        stem: q.stem,
      }) - 1;
    addLine(item, q.explanation, `${q.stem} ${keyed} ${q.explanation}`);
  }
  for (const c of sources.cases) {
    const item =
      items.push({
        kind: 'case',
        itemId: c.id,
        subtopicId: c.subtopicIds[0] ?? null,
        title: c.title,
        references: c.references,
      }) - 1;
    const teaching = (c.body as { teachingPoints?: unknown }).teachingPoints;
    for (const point of Array.isArray(teaching) ? teaching : []) {
      if (typeof point === 'string') addLine(item, point, `${c.title} ${point}`);
    }
  }

  const lineCount = Math.max(1, lines.length);
  const averageLength = lines.reduce((sum, l) => sum + l.length, 0) / lineCount;
  const subtopicCount = Math.max(1, sources.subtopics.length);
  const vocabulary = [...new Set([...postings.keys(), ...nameDocFreq.keys()])];
  const byFirstLetter = new Map<string, string[]>();
  for (const word of vocabulary) {
    const list = byFirstLetter.get(word[0]!) ?? [];
    list.push(word);
    byFirstLetter.set(word[0]!, list);
  }

  /** BM25's inverse document frequency of a term over the passages (0 for one it never saw). */
  const idf = (term: string) => {
    const df = postings.get(term)?.length ?? 0;
    return df === 0 ? 0 : Math.log(1 + (lineCount - df + 0.5) / (df + 0.5));
  };
  const nameIdf = (term: string) => {
    const df = nameDocFreq.get(term) ?? 0;
    return df === 0 ? 0 : Math.log(1 + (subtopicCount - df + 0.5) / (df + 0.5));
  };
  /** The most a term could weigh: an unknown word weighs this much in what a query asks. */
  const maxIdf = Math.log(1 + (lineCount - 0.5) / 1.5);

  /** The library's own word nearest a misspelt one ("thiamin" → "thiamine"), or null. */
  function mend(word: string): string | null {
    if (word.length < 5 || /\d/.test(word)) return null;
    const max = word.length >= 8 ? 2 : 1;
    let best: string | null = null;
    let bestDf = -1;
    let bestDistance = max + 1;
    for (const candidate of byFirstLetter.get(word[0]!) ?? []) {
      const d = editDistance(word, candidate, max);
      if (d > max) continue;
      const df = (postings.get(candidate)?.length ?? 0) + (nameDocFreq.get(candidate) ?? 0);
      if (d < bestDistance || (d === bestDistance && df > bestDf)) {
        best = candidate;
        bestDf = df;
        bestDistance = d;
      }
    }
    return best;
  }

  /**
   * A text as weighted terms: its own terms, the other side of each abbreviation it holds, and a
   * mended spelling for each word the library has never seen.
   */
  function queryTerms(text: string, weight = 1): QueryTerm[] {
    const own = terms(text);
    const out = new Map<string, number>();
    const put = (term: string, w: number) => out.set(term, Math.max(out.get(term) ?? 0, w));
    for (const term of own) {
      if (postings.has(term) || nameDocFreq.has(term)) put(term, weight);
      else {
        const mended = mend(term);
        if (mended) put(mended, weight * 0.8);
        else put(term, weight);
      }
    }
    for (const [short, long] of ABBREVIATIONS) {
      if (containsRun(own, short)) for (const t of long) put(t, weight * 0.7);
      if (containsRun(own, long)) for (const t of short) put(t, weight * 0.7);
    }
    return [...out].map(([term, w]) => ({ term, weight: w }));
  }

  /** The passages by BM25 for weighted terms, best first. */
  function scoreLines(query: readonly QueryTerm[], skip: (item: number) => boolean): Map<number, number> {
    const scores = new Map<number, number>();
    for (const { term, weight } of query) {
      const list = postings.get(term);
      if (!list) continue;
      const w = idf(term) * weight;
      for (const { line, tf } of list) {
        const l = lines[line]!;
        if (skip(l.item)) continue;
        const norm = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * l.length) / averageLength));
        scores.set(line, (scores.get(line) ?? 0) + w * norm);
      }
    }
    return scores;
  }

  /** What share of the query's weight (by rarity) a set of terms covers. */
  function coverageOf(query: readonly QueryTerm[], present: (term: string) => boolean) {
    let total = 0;
    let covered = 0;
    for (const { term, weight } of query) {
      const w = (idf(term) || maxIdf) * weight;
      total += w;
      if (present(term)) covered += w;
    }
    return total === 0 ? 0 : covered / total;
  }

  /**
   * The items for a query, best first: each with its best lines, its score (its best line, a
   * little of its next ones, and its subtopic's name where the query names it) and its coverage.
   */
  function rank(
    query: readonly QueryTerm[],
    options: {
      hidden?: ReadonlySet<string>;
      limit?: number;
      linesPerItem?: number;
      /** The terms coverage is measured on (default: the query's): an MCQ's stem, not its options. */
      coverageTerms?: readonly QueryTerm[];
      /** Lines like the question by an embedding model, with their similarity (`passage-vectors.ts`). */
      similar?: ReadonlyMap<number, number> | null;
    } = {},
  ): RankedItem[] {
    const hidden = options.hidden ?? new Set<string>();
    const skip = (item: number) => {
      const it = items[item]!;
      return it.kind === 'question' && hidden.has(it.itemId);
    };
    const lineScores = scoreLines(query, skip);
    if (options.similar && options.similar.size > 1) {
      const values = [...options.similar.values()];
      const low = Math.min(...values);
      const span = Math.max(...values) - low;
      for (const [line, similarity] of options.similar) {
        const l = lines[line];
        if (!l || skip(l.item) || span <= 0) continue;
        const gain = SIMILARITY_WEIGHT * maxIdf * ((similarity - low) / span);
        if (gain > 0) lineScores.set(line, (lineScores.get(line) ?? 0) + gain);
      }
    }
    const perItem = new Map<number, { line: number; score: number }[]>();
    for (const [line, score] of lineScores) {
      const item = lines[line]!.item;
      const list = perItem.get(item) ?? [];
      list.push({ line, score });
      perItem.set(item, list);
    }
    // A note whose subtopic the query names counts even where its lines do not repeat the name.
    for (const { term } of query) {
      for (const subtopicId of nameIndex.get(term) ?? []) {
        const item = noteItemOf.get(subtopicId);
        if (item === undefined || perItem.has(item)) continue;
        perItem.set(
          item,
          (itemLines[item] ?? []).slice(0, 3).map((line) => ({ line, score: 0 })),
        );
      }
    }
    const nameScore = new Map<string, number>();
    const nameOf = (subtopicId: string | null) => {
      if (!subtopicId) return 0;
      let score = nameScore.get(subtopicId);
      if (score === undefined) {
        const names = subtopicNames.get(subtopicId);
        score = 0;
        if (names) for (const { term, weight } of query) if (names.has(term)) score += nameIdf(term) * weight;
        nameScore.set(subtopicId, score);
      }
      return score;
    };
    const ranked: RankedItem[] = [];
    for (const [index, scored] of perItem) {
      const item = items[index]!;
      scored.sort((a, b) => b.score - a.score || a.line - b.line);
      const [first, second, third] = scored;
      if (!first) continue;
      let score = first.score + 0.35 * (second?.score ?? 0) + 0.15 * (third?.score ?? 0);
      score += NAME_WEIGHT * nameOf(item.subtopicId);
      if (item.kind === 'question') score *= QUESTION_ITEM_DISCOUNT;
      const best = scored.slice(0, options.linesPerItem ?? 4);
      const names = item.subtopicId ? subtopicNames.get(item.subtopicId) : undefined;
      const coverage = coverageOf(
        options.coverageTerms ?? query,
        (term) => Boolean(names?.has(term)) || best.some((b) => lines[b.line]!.tf.has(term)),
      );
      // A passage that matches the question's rarest words beats one that repeats a common one
      // ("dose" of lignocaine against adrenaline in anaphylaxis).
      score *= 0.4 + coverage;
      ranked.push({
        kind: item.kind,
        itemId: item.itemId,
        subtopicId: item.subtopicId,
        title: item.title,
        references: item.references,
        score,
        coverage,
        lines: best.map((b) => ({ text: lines[b.line]!.text, score: b.score, line: b.line })),
        ...(item.keyedOption !== undefined ? { keyedOption: item.keyedOption } : {}),
        ...(item.options ? { options: item.options } : {}),
        ...(item.stem ? { stem: item.stem } : {}),
      });
    }
    ranked.sort((a, b) => b.score - a.score || a.itemId.localeCompare(b.itemId));
    return ranked.slice(0, options.limit ?? 40);
  }

  return {
    size: { items: items.length, lines: lines.length },
    queryTerms,
    rank,
    idf,
    maxIdf,
    /** What a passage shows (and what an embedding model is given for it). */
    lineText(line: number): string {
      return lines[line]!.text;
    },
    /** Whether a passage holds every term of `phrase` in a row (an option such as "vitamin a"). */
    lineHasPhrase(line: number, phrase: readonly string[]) {
      return containsRun(lines[line]!.sequence, phrase);
    },
    lineTerms(line: number): ReadonlyMap<string, number> {
      return lines[line]!.tf;
    },
    lineShownTerms(line: number): ReadonlySet<string> {
      return lines[line]!.shown;
    },
    known(term: string) {
      return postings.has(term) || nameDocFreq.has(term);
    },
    subtopicName: (id: string) => subtopicTitle.get(id) ?? null,
    subtopicTerms: (id: string | null): ReadonlySet<string> => (id ? subtopicNames.get(id) : undefined) ?? new Set(),
  };
}
export type PassageIndex = ReturnType<typeof createPassageIndex>;
