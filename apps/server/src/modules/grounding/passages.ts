/**
 * Retrieval for grounded answers: the library's best passages for a question, each numbered so
 * an answer can cite it as [1], [2]. A subtopic contributes its high-yield points, a question its
 * explanation (the key fact it tests), a case its teaching points. A subtopic without notes
 * contributes nothing: it has no facts to cite, only a name to suggest.
 */

import type { LibraryService } from '../library/service.ts';
import { createPassageIndex, type PassageIndex, type PassageSources, type RankedItem } from './passage-index.ts';

export interface Passage {
  /** Its number in the answer's citations, from 1. */
  n: number;
  kind: 'note' | 'question' | 'case';
  itemId: string;
  subtopicId: string | null;
  title: string;
  lines: string[];
  references: string[];
}

export interface Retrieval {
  passages: Passage[];
  /** The closest subtopics by name, offered when little or nothing was found. */
  suggestions: { id: string; name: string }[];
}

const MAX_PASSAGES = 5;

/**
 * Words that appear all over the library: alone they do not make a question about anything, so a
 * partial match on them alone is not support ("treatment of a cricket injury" is not about DKA).
 */
const GENERIC_WORDS = new Set(
  (
    'treatment management manage managing diagnosis diagnose causes cause cases case features feature ' +
    'symptoms signs sign investigation investigations drug drugs choice first line most common type types ' +
    'test tests patient patients disease diseases syndrome explain describe define definition what which ' +
    'mechanism complications complication score history examination clinical'
  ).split(' '),
);

export function specificWords(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !GENERIC_WORDS.has(word))
    .join(' ');
}

/** The index of a library, rebuilt when its fingerprint changes; one build at a time. */
const indexes = new WeakMap<
  LibraryService,
  { fingerprint: string; index: PassageIndex } | { fingerprint: string; building: Promise<PassageIndex> }
>();

export async function passageIndexOf(library: LibraryService): Promise<PassageIndex> {
  const fingerprint = await library.contentFingerprint();
  const cached = indexes.get(library);
  if (cached?.fingerprint === fingerprint) return 'index' in cached ? cached.index : cached.building;
  const building = library.passageSources().then((sources) => createPassageIndex(sources as PassageSources));
  indexes.set(library, { fingerprint, building });
  try {
    const index = await building;
    if (indexes.get(library)?.fingerprint === fingerprint) indexes.set(library, { fingerprint, index });
    return index;
  } catch (error) {
    indexes.delete(library);
    throw error;
  }
}

/** Below this share of a question's weight covered, the best passage is not about the question. */
const RELEVANCE_FLOOR = 0.45;
/** An item scoring under this share of the best one is off the question's topic. */
const RELATIVE_FLOOR = 0.3;
const LINES_PER_PASSAGE = 4;
/** An item covering less than this share of what the best one covers is about something else. */
const COVERAGE_RATIO = 0.75;

export interface RetrieveOptions {
  /** Questions whose explanations the asker may not read now (decision 075). */
  hidden?: ReadonlySet<string>;
  /** The thread's topic, for a follow-up ("What about in pregnancy?"): its words count a little less. */
  context?: string | null;
  /** With an embedding model: the index's lines most like a question (hybrid retrieval, decision 135). */
  similar?: (index: PassageIndex, question: string) => Promise<ReadonlyMap<number, number> | null>;
}

/**
 * The ranked items for a query, grouped by subtopic: each subtopic's best item first, subtopics in
 * the order of their best items, at most two items of one subtopic.
 */
export function groupedPassages(ranked: readonly RankedItem[], max = MAX_PASSAGES): RankedItem[] {
  const best = ranked[0];
  if (!best) return [];
  const kept = ranked.filter((item) => item.score >= best.score * RELATIVE_FLOOR);
  const bySubtopic = new Map<string, RankedItem[]>();
  for (const item of kept) {
    const key = item.subtopicId ?? `${item.kind}:${item.itemId}`;
    bySubtopic.set(key, [...(bySubtopic.get(key) ?? []), item]);
  }
  // Within a subtopic its note comes first (the page about a thing before a question on it),
  // unless it covers less of the question.
  const groups = [...bySubtopic.values()].map((group) => {
    const note = group.find((item) => item.kind === 'note');
    if (!note || note === group[0] || note.coverage < group[0]!.coverage - 0.01) return group;
    return [note, ...group.filter((item) => item !== note)];
  });
  const out: RankedItem[] = groups.map((g) => g[0]!).slice(0, max);
  for (const group of groups) {
    if (out.length >= max) break;
    if (group[1]) out.push(group[1]);
  }
  const order = new Map(groups.map((g, i) => [g[0]!.subtopicId ?? `${g[0]!.kind}:${g[0]!.itemId}`, i]));
  const key = (item: RankedItem) => order.get(item.subtopicId ?? `${item.kind}:${item.itemId}`) ?? 0;
  return out.sort((a, b) => key(a) - key(b));
}

export const passageOf = (item: RankedItem, n: number): Passage => ({
  n,
  kind: item.kind,
  itemId: item.itemId,
  subtopicId: item.subtopicId,
  title: item.title,
  lines: item.lines.slice(0, LINES_PER_PASSAGE).map((l) => l.text),
  references: item.references,
});

/**
 * The library's passages for a question, from the passage index. `hiddenQuestions` are skipped: a
 * question in a test the asker has open gives no passage, since its explanation is the test's key
 * (decision 075). Below the relevance floor nothing is returned, only the closest subtopics.
 */
export async function retrievePassages(
  library: LibraryService,
  query: string,
  hiddenQuestions: ReadonlySet<string> = new Set(),
  options: Omit<RetrieveOptions, 'hidden'> = {},
): Promise<Retrieval & { ranked: RankedItem[] }> {
  const index = await passageIndexOf(library);
  const own = index.queryTerms(query);
  const context = options.context ? index.queryTerms(options.context, 0.6) : [];
  const known = new Set(own.map((t) => t.term));
  const all = [...own, ...context.filter((t) => !known.has(t.term))];
  const similar = options.similar
    ? await options.similar(index, options.context ? `${options.context}\n${query}` : query)
    : null;
  const ranked = index.rank(all, { hidden: hiddenQuestions, linesPerItem: LINES_PER_PASSAGE, similar });
  const best = ranked[0];
  // On topic: the best passage clears the floor, and the others cover nearly as much of the
  // question as it does ("dose" and "adrenaline" without anaphylaxis is another topic).
  const onTopic =
    best && best.coverage >= RELEVANCE_FLOOR
      ? ranked.filter((item) => item.coverage >= best.coverage * COVERAGE_RATIO)
      : [];
  const passages = groupedPassages(onTopic).map((item, i) => passageOf(item, i + 1));
  const suggestions = passages.length >= 2 ? [] : await library.closestSubtopics(query, 5);
  return { passages, ranked: onTopic, suggestions: suggestions.map(({ id, name }) => ({ id, name })) };
}
