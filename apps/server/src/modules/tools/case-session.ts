/**
 * A case session's rules, without the database: what an ask reveals, and the offline marking by
 * the rubric's key terms and synonyms. The library case (content/library/cases) is the source of
 * truth; nothing here is invented.
 */

import type { ClinicalCase } from '@medsutra/contract/library/content';
import { type CaseActionKind, type CaseLogEntry, type CaseMarking, toolMessages } from '@medsutra/contract/tools/api';
import { investigationFor } from './investigation-order.ts';
import { saysTerm, sharedWordCount, type Token, termMatch, tokensOf } from './rubric-text.ts';

export type SessionCase = Pick<
  ClinicalCase,
  | 'id'
  | 'area'
  | 'title'
  | 'presentation'
  | 'history'
  | 'examination'
  | 'investigations'
  | 'diagnosis'
  | 'differentials'
  | 'management'
  | 'teachingPoints'
  | 'rubric'
  | 'references'
  | 'subtopicIds'
>;

const STOP_WORDS = new Set(
  `a an and any are as at be been before by can could did do does for from had has have he her his how i if in
  into is it its me my of on or she so than that the their them then there these they this to was we were what
  when where which who why will with would you your patient please tell about ask check look order want get
  done do does show see give start plan`.split(/\s+/),
);

function normalise(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Content words, crudely stemmed so that "seizures" meets "seizure" and "vomiting" meets "vomit". */
export function words(value: string): string[] {
  return normalise(value)
    .split(' ')
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('es')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The share of `query`'s words that are in `target` (0 when the query has no content words). */
function overlap(query: string[], target: Set<string>): number {
  if (query.length === 0) return 0;
  return query.filter((word) => target.has(word)).length / query.length;
}

interface Revealable {
  label: string;
  finding: string;
  /** Words that find it: the label's and the finding's. */
  keys: Set<string>;
  labelKeys: Set<string>;
}

function revealables(clinicalCase: SessionCase, kind: CaseActionKind): Revealable[] {
  const make = (label: string, finding: string): Revealable => ({
    label,
    finding,
    keys: new Set([...words(label), ...words(finding)]),
    labelKeys: new Set(words(label)),
  });
  if (kind === 'history') return clinicalCase.history.map((h) => make(h.ask, h.finding));
  if (kind === 'examination') return clinicalCase.examination.map((e) => make(e.system, e.finding));
  if (kind === 'investigation') return clinicalCase.investigations.map((i) => make(i.name, i.result));
  return [];
}

/** What a student may choose instead of typing. */
export function choicesOf(clinicalCase: SessionCase) {
  return {
    history: clinicalCase.history.map((h) => h.ask),
    examination: clinicalCase.examination.map((e) => e.system),
    investigation: clinicalCase.investigations.map((i) => i.name),
  };
}

/**
 * What an ask reveals: the item chosen from the list, else the items whose words the ask shares
 * most (a label match counts double). Differentials, the diagnosis and the plan are recorded for
 * the marking and reveal nothing.
 */
export function revealFor(clinicalCase: SessionCase, kind: CaseActionKind, asked: string, at: Date): CaseLogEntry {
  const base = { kind, text: asked, at: at.toISOString() };
  if (kind === 'investigation') return { ...base, ...investigationFor(clinicalCase.investigations, asked) };
  const items = revealables(clinicalCase, kind);
  if (items.length === 0) return { ...base, revealed: [], note: toolMessages.recorded(kind) };
  const exact = items.find((item) => normalise(item.label) === normalise(asked));
  if (exact) return { ...base, revealed: [{ label: exact.label, finding: exact.finding }], note: '' };
  const query = words(asked);
  const scored = items
    .map((item) => ({ item, score: overlap(query, item.keys) + overlap(query, item.labelKeys) }))
    .filter((candidate) => candidate.score >= 0.34)
    .sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  const shown = scored.filter((candidate) => candidate.score >= best - 0.2).slice(0, 2);
  if (shown.length === 0) return { ...base, revealed: [], note: toolMessages.nothingFound(kind) };
  return { ...base, revealed: shown.map(({ item }) => ({ label: item.label, finding: item.finding })), note: '' };
}

/**
 * Which kinds of the student's actions can earn a rubric item of a kind. A bedside test is marked
 * as examination in one case and ordered as an investigation by the student, so those two earn
 * each other's items.
 */
const EVIDENCE_KINDS: Record<string, CaseActionKind[]> = {
  history: ['history'],
  examination: ['examination', 'investigation'],
  investigation: ['investigation', 'examination'],
  differential: ['differential', 'diagnosis'],
  diagnosis: ['diagnosis', 'differential'],
  management: ['management'],
};

type RubricItem = SessionCase['rubric'][number];

/** The rubric item's terms: its synonyms and the item itself. */
function termsOf(item: RubricItem): string[] {
  return [...item.synonyms, item.item];
}

/**
 * Does one of `texts` name the rubric item (not under a negation)? Returns the text that does.
 * `otherNames` are the case's differentials: a term said only inside one of them is that other
 * diagnosis ("aspiration pneumonia" does not say "pneumonia"), unless the name is the item's own.
 */
export function findEvidence(
  item: RubricItem,
  texts: readonly string[],
  otherNames: readonly string[] = [],
): string | null {
  const terms = termsOf(item).map((term) => tokensOf(term));
  const others = otherNames
    // "Secondary nephrotic syndrome (lupus nephritis, …)": the name, not its bracketed examples.
    .map((name) => tokensOf(name.replace(/\([^)]*\)/g, ' ')))
    .filter((name) => name.length > 0)
    .filter((name) => !terms.some((term) => saysTerm(name, term) && saysTerm(term, name)));
  for (const candidate of texts) {
    let tokens = tokensOf(candidate);
    for (const name of others) {
      const at = termMatch(tokens, name);
      if (at) tokens = tokens.filter((_, i) => !at.includes(i));
    }
    if (terms.some((term) => saysTerm(tokens, term))) return candidate;
  }
  return null;
}

export interface RubricVerdict {
  index: number;
  found: boolean;
  evidence?: string;
}

/** A case item the student can bring out: a history question, a system examined, a test. */
interface CaseItem {
  label: string;
  text: Token[];
}

function caseItemsOf(clinicalCase: SessionCase, kind: RubricItem['kind']): CaseItem[] {
  if (kind === 'history')
    return clinicalCase.history.map((h) => ({ label: h.ask, text: tokensOf(`${h.ask}. ${h.finding}`) }));
  if (kind === 'examination') {
    return clinicalCase.examination.map((e) => ({ label: e.system, text: tokensOf(`${e.system}. ${e.finding}`) }));
  }
  if (kind === 'investigation') {
    return clinicalCase.investigations.map((i) => ({
      label: i.name,
      text: tokensOf(`${i.name}. ${(i.synonyms ?? []).join('. ')}. ${i.result}`),
    }));
  }
  return [];
}

/**
 * The case items a history, examination or investigation item is about: those whose question and
 * finding share the most of the item's words and synonyms (a whole term counts for three words).
 * Asking one of them earns the item, whatever the finding was: the examiner marks that the
 * student asked about the seizure's onset, not that the onset happened to be focal.
 */
function itemsCovering(clinicalCase: SessionCase, item: RubricItem): string[] {
  const wanted = [...new Set([item.item, ...item.synonyms].flatMap((term) => tokensOf(term).map((t) => t.stem)))];
  const terms = termsOf(item).map((term) => tokensOf(term));
  const scored = caseItemsOf(clinicalCase, item.kind).map((caseItem) => ({
    label: caseItem.label,
    score:
      sharedWordCount(caseItem.text, wanted) +
      (terms.some((term) => saysTerm(caseItem.text, term, { ignoreNegation: true })) ? 3 : 0),
  }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  const itemWords = tokensOf(item.item).length;
  const enough = best >= 2 || (best >= 1 && itemWords <= 2);
  if (!enough) return [];
  return scored.filter((s) => s.score >= Math.max(2, Math.ceil(best * 0.6)) || s.score === best).map((s) => s.label);
}

/**
 * The label of every case item the student brought out with an action of `kind`, with the
 * action's words. An action that only denies ("no neck stiffness") states a finding the student
 * got wrong; it is not asking, so what it brought out earns nothing.
 */
function revealedBy(log: readonly CaseLogEntry[], kind: CaseActionKind): { label: string; text: string }[] {
  return log
    .filter((entry) => entry.kind === kind && !onlyDenies(entry.text))
    .flatMap((entry) => entry.revealed.map((r) => ({ label: r.label, text: entry.text })));
}

function onlyDenies(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.length > 0 && tokens.every((token) => token.negated);
}

/** One rubric item, offline: the student's words name it, or they asked for what it is about. */
function offlineVerdict(clinicalCase: SessionCase, item: RubricItem, index: number, log: readonly CaseLogEntry[]) {
  const kinds = EVIDENCE_KINDS[item.kind] ?? [];
  for (const entry of log) {
    if (!kinds.includes(entry.kind)) continue;
    const labels = onlyDenies(entry.text) ? [] : entry.revealed.map((r) => r.label);
    const others = item.kind === 'diagnosis' ? clinicalCase.differentials.map((d) => d.name) : [];
    const evidence = findEvidence(item, [entry.text, ...labels], others);
    if (evidence) return { index, found: true, evidence: entry.text };
  }
  if (item.kind === 'history' || item.kind === 'examination' || item.kind === 'investigation') {
    const covering = new Set(itemsCovering(clinicalCase, item));
    const asked = revealedBy(log, item.kind).find((r) => covering.has(r.label));
    if (asked) return { index, found: true, evidence: asked.text };
  }
  return { index, found: false };
}

/** Offline: an item is found when the student's words (or what they chose or brought out) name one of its terms. */
export function offlineVerdicts(clinicalCase: SessionCase, log: readonly CaseLogEntry[]): RubricVerdict[] {
  return clinicalCase.rubric.map((item, index) => offlineVerdict(clinicalCase, item, index, log));
}

/**
 * Investigations ordered that earned nothing: not done in this case, or done but not what the
 * examiner expects. A test that earned any rubric item (of any kind, by the model or offline) is
 * never listed here.
 */
function unnecessaryOf(
  clinicalCase: SessionCase,
  log: readonly CaseLogEntry[],
  verdicts: readonly RubricVerdict[],
): CaseMarking['unnecessary'] {
  const evidence = new Set(verdicts.filter((v) => v.found && v.evidence).map((v) => v.evidence));
  const out: CaseMarking['unnecessary'] = [];
  for (const entry of log) {
    if (entry.kind !== 'investigation') continue;
    if (entry.revealed.length === 0) {
      out.push({
        kind: entry.kind,
        text: entry.text,
        why: 'Not done in this case; the tests that were done are in the list.',
      });
      continue;
    }
    if (evidence.has(entry.text) || entry.revealed.some((r) => evidence.has(r.label))) continue;
    if (clinicalCase.rubric.some((item, index) => offlineVerdict(clinicalCase, item, index, [entry]).found)) continue;
    out.push({
      kind: entry.kind,
      text: entry.revealed.map((r) => r.label).join(', '),
      why: 'Not one of the tests the examiner expects for this case; reasonable, but it does not decide it.',
    });
  }
  return out;
}

export function markingFrom(
  clinicalCase: SessionCase,
  log: readonly CaseLogEntry[],
  verdicts: readonly RubricVerdict[],
  markedBy: CaseMarking['markedBy'],
): CaseMarking {
  const found: CaseMarking['found'] = [];
  const missed: CaseMarking['missed'] = [];
  clinicalCase.rubric.forEach((item, index) => {
    const verdict = verdicts.find((v) => v.index === index);
    const entry = { kind: item.kind, item: item.item, points: item.points };
    if (verdict?.found) found.push({ ...entry, ...(verdict.evidence ? { evidence: verdict.evidence } : {}) });
    else missed.push(entry);
  });
  const pointsTotal = clinicalCase.rubric.reduce((sum, item) => sum + item.points, 0);
  const pointsFound = found.reduce((sum, item) => sum + item.points, 0);
  return {
    caseTitle: clinicalCase.title,
    diagnosis: clinicalCase.diagnosis,
    score: pointsTotal === 0 ? 0 : Math.round((pointsFound / pointsTotal) * 100),
    pointsFound,
    pointsTotal,
    found,
    missed,
    unnecessary: unnecessaryOf(clinicalCase, log, verdicts),
    teachingPoints: clinicalCase.teachingPoints,
    references: clinicalCase.references,
    subtopicIds: clinicalCase.subtopicIds,
    markedBy,
    label: markedBy === 'offline' ? toolMessages.offlineMarkingLabel : toolMessages.modelMarkingLabel,
  };
}
