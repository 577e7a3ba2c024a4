/**
 * Writes bench/marking/set.json: for 20 library cases, ten student answers each (good, asked from
 * the tool's own lists, two partial, wrong, negated, misspelt, abbreviated, mixed, terse), each an
 * action log with the mark an examiner gives per rubric item (1 earned, 0 not). The phrasings are
 * in phrases.json; the marks follow from what each answer says:
 * - a point said plainly, tersely, abbreviated or with a slip of the keyboard earns it;
 * - asking the case's own history question, examining its system or ordering its test earns the
 *   history, examination or investigation point it is about;
 * - a point denied ("no focal onset") or not said does not, and neither does a wrong answer.
 * Run: node bench/marking/build-set.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MarkingAnswer, MarkingSet } from './agreement.ts';

type Kind = 'history' | 'examination' | 'investigation' | 'diagnosis' | 'differential' | 'management';
interface Phrases {
  cases: Record<string, { items: [string, string, string | null][]; wrong: [Kind, string][] }>;
}
interface CaseFile {
  cases: {
    id: string;
    rubric: { kind: Kind }[];
    history: { ask: string }[];
    examination: { system: string }[];
    investigations: { name: string }[];
  }[];
}

const here = import.meta.dirname;
const casesDir = path.join(here, '..', '..', 'content', 'library', 'cases');
const phrases = JSON.parse(fs.readFileSync(path.join(here, 'phrases.json'), 'utf8')) as Phrases;
const cases = ['neurology', 'gastroenterology', 'ward'].flatMap(
  (area) => (JSON.parse(fs.readFileSync(path.join(casesDir, `${area}.json`), 'utf8')) as CaseFile).cases,
);

/** A slip of the keyboard: two neighbouring letters swapped in the middle of the longest word. */
function misspell(text: string): string {
  const longest = [...text.matchAll(/[A-Za-z]{6,}/g)].sort((a, b) => b[0].length - a[0].length)[0];
  if (!longest || longest.index === undefined) return text;
  const word = longest[0];
  let at = Math.floor(word.length / 2);
  while (at < word.length - 2 && word[at] === word[at + 1]) at++;
  const slipped = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  return `${text.slice(0, longest.index)}${slipped}${text.slice(longest.index + word.length)}`;
}

const deny = (text: string) =>
  text
    .split(/,\s*/)
    .map((part) => `no ${part}`)
    .join(', ');

const answers: MarkingAnswer[] = [];
for (const [caseId, spec] of Object.entries(phrases.cases)) {
  const clinicalCase = cases.find((c) => c.id === caseId);
  if (!clinicalCase) throw new Error(`${caseId} is not in the library`);
  if (spec.items.length !== clinicalCase.rubric.length) throw new Error(`${caseId}: one phrase set per rubric item`);
  const kinds = clinicalCase.rubric.map((item) => item.kind);
  const all = kinds.map(() => 1);
  const none = kinds.map(() => 0);
  const say = (pick: (p: [string, string, string | null], i: number) => string | null) =>
    spec.items.flatMap((p, i) => {
      const text = pick(p, i);
      return text === null ? [] : [{ kind: kinds[i] as Kind, text }];
    });
  const even = (i: number) => i % 2 === 0;
  const add = (type: string, actions: { kind: Kind; text: string }[], marks: number[]) =>
    answers.push({ caseId, type, actions, marks });

  add(
    'good',
    say(([good]) => good),
    all,
  );
  add(
    'asked from the lists',
    [
      ...clinicalCase.history.map((h) => ({ kind: 'history' as const, text: h.ask })),
      ...clinicalCase.examination.map((e) => ({ kind: 'examination' as const, text: e.system })),
      ...clinicalCase.investigations.map((t) => ({ kind: 'investigation' as const, text: t.name })),
      ...say(([good], i) => (['history', 'examination', 'investigation'].includes(kinds[i] as Kind) ? null : good)),
    ],
    all,
  );
  add(
    'partial (first, third…)',
    say(([good], i) => (even(i) ? good : null)),
    kinds.map((_, i) => (even(i) ? 1 : 0)),
  );
  add(
    'partial (second, fourth…)',
    say(([good], i) => (even(i) ? null : good)),
    kinds.map((_, i) => (even(i) ? 0 : 1)),
  );
  add(
    'wrong',
    spec.wrong.map(([kind, text]) => ({ kind, text })),
    none,
  );
  add(
    'negated',
    say(([, terse]) => deny(terse)),
    none,
  );
  add(
    'misspelt',
    say(([good]) => misspell(good)),
    all,
  );
  add(
    'abbreviated',
    say(([, terse, short]) => short ?? terse),
    all,
  );
  add(
    'mixed: misspelt and denied',
    say(([good, terse], i) => (even(i) ? misspell(good) : deny(terse))),
    kinds.map((_, i) => (even(i) ? 1 : 0)),
  );
  add(
    'terse',
    say(([, terse]) => terse.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ')),
    all,
  );
}

const set: MarkingSet = {
  about:
    'Twenty library cases, ten student answers each, with the mark an examiner gives per rubric item. Built by bench/marking/build-set.ts from phrases.json.',
  answers,
};
fs.writeFileSync(path.join(here, 'set.json'), `${JSON.stringify(set, null, 2)}\n`);
console.info(
  `${answers.length} answers over ${Object.keys(phrases.cases).length} cases written to bench/marking/set.json`,
);
