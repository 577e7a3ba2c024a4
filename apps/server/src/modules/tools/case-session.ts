/**
 * A case session's rules, without the database: what an ask reveals, and the offline marking by
 * the rubric's key terms and synonyms. The library case (content/library/cases) is the source of
 * truth; nothing here is invented.
 */

import type { ClinicalCase } from '@medsutra/contract/library/content';
import { type CaseActionKind, type CaseLogEntry, type CaseMarking, toolMessages } from '@medsutra/contract/tools/api';

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

export function normalise(value: string): string {
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

/** True when `phrase` appears in `haystack` as whole words (after normalising both). */
export function containsPhrase(haystack: string, phrase: string): boolean {
  const needle = normalise(phrase);
  if (!needle) return false;
  return ` ${normalise(haystack)} `.includes(` ${needle} `);
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

/** Which kinds of the student's actions can earn a rubric item of a kind. */
const EVIDENCE_KINDS: Record<string, CaseActionKind[]> = {
  history: ['history'],
  examination: ['examination'],
  investigation: ['investigation'],
  differential: ['differential', 'diagnosis'],
  diagnosis: ['diagnosis', 'differential'],
  management: ['management'],
};

/** What the student's action says, for marking: their own words and the label of what it revealed. */
function evidenceTexts(log: readonly CaseLogEntry[], kinds: readonly CaseActionKind[]): string[] {
  return log
    .filter((entry) => kinds.includes(entry.kind))
    .flatMap((entry) => [entry.text, ...entry.revealed.map((r) => r.label)]);
}

/** The rubric item's terms: its synonyms and the item itself. */
function termsOf(item: SessionCase['rubric'][number]): string[] {
  return [...item.synonyms, item.item];
}

/** Does one of `texts` name the rubric item? Returns the text that does. */
export function findEvidence(item: SessionCase['rubric'][number], texts: readonly string[]): string | null {
  for (const candidate of texts) {
    for (const term of termsOf(item)) {
      if (containsPhrase(candidate, term)) return candidate;
    }
  }
  return null;
}

export interface RubricVerdict {
  index: number;
  found: boolean;
  evidence?: string;
}

/**
 * A history, examination or investigation item is also found when the student brought out the
 * finding it is about: a revealed finding names one of its terms, or holds half its words.
 */
function findInRevealed(item: SessionCase['rubric'][number], log: readonly CaseLogEntry[]): string | null {
  if (item.kind !== 'history' && item.kind !== 'examination' && item.kind !== 'investigation') return null;
  const itemWords = new Set(words(item.item));
  for (const entry of log) {
    if (entry.kind !== item.kind) continue;
    for (const revealed of entry.revealed) {
      if (termsOf(item).some((term) => containsPhrase(revealed.finding, term))) return entry.text;
      if (itemWords.size > 0 && overlap([...itemWords], new Set(words(revealed.finding))) >= 0.5) return entry.text;
    }
  }
  return null;
}

/** Offline: an item is found when the student's words (or what they chose or brought out) name one of its terms. */
export function offlineVerdicts(clinicalCase: SessionCase, log: readonly CaseLogEntry[]): RubricVerdict[] {
  return clinicalCase.rubric.map((item, index) => {
    const evidence =
      findEvidence(item, evidenceTexts(log, EVIDENCE_KINDS[item.kind] ?? [])) ?? findInRevealed(item, log);
    return evidence ? { index, found: true, evidence } : { index, found: false };
  });
}

/** Investigations ordered that no rubric item asks for, and asks that found nothing. */
function unnecessaryOf(clinicalCase: SessionCase, log: readonly CaseLogEntry[]): CaseMarking['unnecessary'] {
  const investigationItems = clinicalCase.rubric.filter((item) => item.kind === 'investigation');
  const out: CaseMarking['unnecessary'] = [];
  for (const entry of log) {
    if (entry.kind !== 'investigation') continue;
    const texts = [entry.text, ...entry.revealed.map((r) => r.label)];
    if (entry.revealed.length === 0) {
      out.push({ kind: entry.kind, text: entry.text, why: 'Not done for this patient: it does not help here.' });
    } else if (!investigationItems.some((item) => findEvidence(item, texts))) {
      out.push({
        kind: entry.kind,
        text: entry.revealed.map((r) => r.label).join(', '),
        why: 'Not one of the tests the examiner expects for this case; reasonable, but it does not decide it.',
      });
    }
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
    unnecessary: unnecessaryOf(clinicalCase, log),
    teachingPoints: clinicalCase.teachingPoints,
    references: clinicalCase.references,
    subtopicIds: clinicalCase.subtopicIds,
    markedBy,
    label: markedBy === 'offline' ? toolMessages.offlineMarkingLabel : toolMessages.modelMarkingLabel,
  };
}
