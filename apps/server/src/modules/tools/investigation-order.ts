/**
 * What an ordered investigation reveals. A case's investigations are keyed by test: its name and
 * the synonyms a student orders it by ("CECT", "contrast CT"). An order is matched on the test
 * (the modality or analyte), and the body site must agree when both name one, so "CECT abdomen"
 * never brings out the abdominal ultrasound. An order the case does not hold gets "not done in
 * this case" with what was done instead, never another test's result.
 */

import type { ClinicalCase } from '@medsutra/contract/library/content';
import { type CaseLogEntry, toolMessages } from '@medsutra/contract/tools/api';
import { canonical, sameWord, stem, tokensOf } from './rubric-text.ts';

type Investigation = ClinicalCase['investigations'][number];

/** Where a test is done, in one form: a CT of the brain is a CT head. */
const SITES: Record<string, string> = {
  head: 'head',
  brain: 'head',
  cranial: 'head',
  skull: 'head',
  chest: 'chest',
  thorax: 'chest',
  thoracic: 'chest',
  lung: 'chest',
  abdomen: 'abdomen',
  abdominal: 'abdomen',
  pelvis: 'pelvis',
  pelvic: 'pelvis',
  neck: 'neck',
  spine: 'spine',
  spinal: 'spine',
  blood: 'blood',
  serum: 'blood',
  plasma: 'blood',
  venous: 'blood',
  urine: 'urine',
  urinary: 'urine',
  stool: 'stool',
  faecal: 'stool',
};
/** Words in an order or a test's name that say nothing about which test it is. */
const GENERIC = new Set(
  [
    'analysis',
    'level',
    'profile',
    'panel',
    'routine',
    'report',
    'study',
    'full',
    'urgent',
    'immediate',
    'bedside',
    'repeat',
    'after',
    'stat',
    'value',
    'examination',
    'with',
    'contrast',
    'enhanced',
  ].map((word) => stem(canonical(word))),
);
const SITE_STEMS = new Map(Object.entries(SITES).map(([word, site]) => [stem(canonical(word)), site]));

interface TestWords {
  test: string[];
  sites: Set<string>;
}

function testWords(text: string): TestWords {
  const test: string[] = [];
  const sites = new Set<string>();
  for (const token of tokensOf(text)) {
    const site = SITE_STEMS.get(token.stem);
    if (site) sites.add(site);
    else if (!GENERIC.has(token.stem)) test.push(token.stem);
  }
  return { test: [...new Set(test)], sites };
}

/** How well an order names a test: the share of the order's test words the test has (0 when sites disagree). */
function orderScore(order: TestWords, investigation: Investigation): number {
  if (order.test.length === 0 && order.sites.size === 0) return 0;
  let best = 0;
  for (const name of [investigation.name, ...(investigation.synonyms ?? [])]) {
    const named = testWords(name);
    // An order by site alone ("urine routine", "blood tests") is a test named by its site alone.
    if (order.test.length === 0) {
      if (named.test.length === 0 && [...order.sites].every((site) => named.sites.has(site))) best = 1;
      continue;
    }
    const allSites = testWords([investigation.name, ...(investigation.synonyms ?? [])].join('. ')).sites;
    if (order.sites.size > 0 && allSites.size > 0 && ![...order.sites].some((site) => allSites.has(site))) continue;
    const shared = order.test.filter((word) => named.test.some((have) => sameWord(word, have))).length;
    best = Math.max(best, shared / order.test.length);
  }
  return best;
}

/** The tests done in this case closest to what was asked (same site, else the same kind of test), else all. */
function doneInstead(order: TestWords, investigations: readonly Investigation[]): string[] {
  const sameSite = investigations.filter((investigation) => {
    const sites = testWords([investigation.name, ...(investigation.synonyms ?? [])].join('. ')).sites;
    return [...order.sites].some((site) => sites.has(site));
  });
  return (sameSite.length > 0 ? sameSite : investigations).slice(0, 5).map((investigation) => investigation.name);
}

/** What the order reveals: each part of it ("CBC, LFT and ultrasound") looked up on its own. */
export function investigationFor(
  investigations: readonly Investigation[],
  asked: string,
): Pick<CaseLogEntry, 'revealed' | 'note'> {
  const exact = investigations.find((investigation) => canonical(investigation.name) === canonical(asked));
  if (exact) return { revealed: [{ label: exact.name, finding: exact.result }], note: '' };
  const parts = asked
    .split(/[,;+\n]|\s(?:and|with|plus|&)\s/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const revealed: CaseLogEntry['revealed'] = [];
  const notDone: string[] = [];
  let instead: string[] = [];
  for (const part of parts.slice(0, 6)) {
    // A part that is one of a test's own names is that test, whatever words other tests share with it.
    const named = investigations.filter((investigation) =>
      [investigation.name, ...(investigation.synonyms ?? [])].some((name) => canonical(name) === canonical(part)),
    );
    if (named.length > 0) {
      for (const investigation of named) {
        if (!revealed.some((r) => r.label === investigation.name)) {
          revealed.push({ label: investigation.name, finding: investigation.result });
        }
      }
      continue;
    }
    const order = testWords(part);
    const scored = investigations
      .map((investigation) => ({ investigation, score: orderScore(order, investigation) }))
      .filter((candidate) => candidate.score >= 0.5)
      .sort((a, b) => b.score - a.score);
    const best = scored[0]?.score ?? 0;
    const shown = scored.filter((candidate) => candidate.score >= best).slice(0, 2);
    if (shown.length === 0) {
      notDone.push(part);
      instead = doneInstead(order, investigations);
      continue;
    }
    for (const { investigation } of shown) {
      if (!revealed.some((r) => r.label === investigation.name)) {
        revealed.push({ label: investigation.name, finding: investigation.result });
      }
    }
  }
  if (revealed.length === 0 && notDone.length === 0) {
    return { revealed, note: toolMessages.notDoneInThisCase(asked, doneInstead(testWords(asked), investigations)) };
  }
  const note = notDone.length > 0 ? toolMessages.notDoneInThisCase(notDone.join(', '), instead) : '';
  return { revealed, note };
}
