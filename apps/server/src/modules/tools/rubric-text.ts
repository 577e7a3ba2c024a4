/**
 * How the offline examiner reads a student's words against a rubric term: both sides are brought
 * to one form first (case, punctuation, British and American spelling, plurals and other endings,
 * abbreviations either way, everyday names for the same thing), a misspelt word is taken for the
 * word it nearly is, and a term said under a negation ("no neck stiffness") is not said; a term
 * that is itself a denial ("no antipyretics") is said only by a denial. A decimal or a ratio is one
 * number, and a letter naming a kind ("hepatitis E", "type A") stays with its word.
 */

import { LIBRARY_ABBREVIATIONS } from '../library/abbreviations.ts';

/** Short forms that mean two things in clinical writing ("mg" is a milligram): never expanded. */
const AMBIGUOUS_SHORT = new Set(['mg', 'ms', 'pe', 'dr', 'ten', 'ie', 'ra', 'mac', 'mmr', 'std', 'ect']);

/**
 * More short forms and everyday names students type, each with the form both sides are brought to.
 * A long form may itself be rewritten again ("cect" → "contrast enhanced ct" → "… computed tomography").
 */
const EXTRA_FORMS: readonly (readonly [from: string, to: string])[] = [
  ['cect', 'contrast enhanced ct'],
  ['ncct', 'non contrast ct'],
  ['contrast ct', 'contrast enhanced ct'],
  ['cat scan', 'ct'],
  ['usg', 'ultrasound'],
  ['ultrasonography', 'ultrasound'],
  ['sonography', 'ultrasound'],
  ['sonogram', 'ultrasound'],
  ['x ray', 'xray'],
  ['radiograph', 'xray'],
  ['radiography', 'xray'],
  ['cxr', 'chest xray'],
  ['axr', 'abdominal xray'],
  ['eeg', 'electroencephalogram'],
  ['emg', 'electromyography'],
  ['ncs', 'nerve conduction study'],
  ['lp', 'lumbar puncture'],
  ['cerebrospinal fluid', 'csf'],
  ['cbc', 'complete blood count'],
  ['fbc', 'complete blood count'],
  ['hemogram', 'complete blood count'],
  ['lft', 'liver function test'],
  ['kft', 'renal function test'],
  ['rft', 'renal function test'],
  ['kidney function', 'renal function'],
  ['u e', 'urea electrolyte'],
  ['rbs', 'blood glucose'],
  ['grbs', 'blood glucose'],
  ['cbg', 'capillary glucose'],
  ['sugar', 'glucose'],
  ['dextrose', 'glucose'],
  ['hb', 'haemoglobin'],
  ['bp', 'blood pressure'],
  ['ogd', 'upper gi endoscopy'],
  ['egd', 'upper gi endoscopy'],
  ['uge', 'upper gi endoscopy'],
  ['gi', 'gastrointestinal'],
  ['pnes', 'psychogenic non epileptic seizure'],
  ['pseudoseizure', 'psychogenic non epileptic seizure'],
  ['gtcs', 'generalised tonic clonic seizure'],
  ['gtc', 'generalised tonic clonic'],
  ['tbm', 'tuberculous meningitis'],
  ['aed', 'antiepileptic drug'],
  ['asm', 'antiseizure medication'],
  ['anticonvulsant', 'antiepileptic'],
  ['antiseizure', 'antiepileptic'],
  ['iv', 'intravenous'],
  ['im', 'intramuscular'],
  ['ng', 'nasogastric'],
  ['ryles', 'nasogastric'],
  ['abx', 'antibiotic'],
  ['fit', 'seizure'],
  ['convulsion', 'seizure'],
  ['steroid', 'corticosteroid'],
  ['heart attack', 'myocardial infarction'],
];

/** Spelling and ending rules applied to a whole normalised text, in order. */
function canonicalSpelling(text: string): string {
  return (
    text
      // British and American spelling meet: haem/hem, oedema/edema, -ise/-ize.
      .replace(/ae/g, 'e')
      .replace(/oe/g, 'e')
      .replace(/iz(e|es|ed|ing|ation|ations)\b/g, 'is$1')
      // A prefix written apart or with a hyphen is one word: "non epileptic" is "nonepileptic".
      .replace(/\b(non|anti|pseudo|post|pre|hyper|hypo|intra|extra|peri|sub|trans)\s+(?=[a-z])/g, '$1')
  );
}

function phraseTable(): [RegExp, string][] {
  const pairs: (readonly [string, string])[] = [
    ...LIBRARY_ABBREVIATIONS.filter(([short]) => !AMBIGUOUS_SHORT.has(short)),
    ...EXTRA_FORMS,
  ];
  // Longest first, so "mdr tb" is read before "tb".
  return pairs
    .map(([from, to]) => [canonicalSpelling(basic(from)), canonicalSpelling(basic(to))] as const)
    .sort((a, b) => b[0].length - a[0].length)
    .map(([from, to]) => [new RegExp(`(?<=^| )${from.replace(/ /g, ' ')}s?(?= |$)`, 'g'), to]);
}

function basic(value: string): string {
  return (
    value
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // A decimal or a ratio is one number: "0.5 mg" is not "5 mg", "1:1000" not "1000".
      .replace(/(?<=\d)\.(?=\d)/g, 'p')
      .replace(/(?<=\d):(?=\d)/g, 'r')
      .replace(/['’]s\b/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

let table: [RegExp, string][] | null = null;

/**
 * A text's reading, remembered: a case's names and rubric terms are read again for every order
 * and every item. Each cache keeps up to 20,000 texts (a few MB), then starts again.
 */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let value = seen.get(text);
    if (value === undefined) {
      value = read(text);
      if (seen.size >= 20_000) seen.clear();
      seen.set(text, value);
    }
    return value;
  };
}

/** A clause's text in the one form both sides are compared in. */
export const canonical = remembered((value: string): string => {
  table ??= phraseTable();
  let text = canonicalSpelling(basic(value));
  // Two passes: a long form may itself hold a short form ("contrast enhanced ct").
  for (let pass = 0; pass < 2; pass++) {
    for (const [pattern, to] of table) text = text.replace(pattern, to);
  }
  return text;
});

/** Words that carry no meaning for a rubric (a question's framing, an order's verbs). */
const STOP_WORDS = new Set(
  `a an and any are as at be been before by can could did do does for from had has have he her his how i if in
  into is it its me my of on or she so than that the their them then there these they this to was we were what
  when where which who why will with would you your patient please tell about ask asked check checked look
  looked order ordered want get got done show see give given start plan history examine examination
  investigation investigations test tests scan sign signs also like whether us our some would should`.split(/\s+/),
);

/** Words that put what follows them out of the patient (or the student's answer). */
const NEGATION_CUES = new Set(['no', 'not', 'without', 'denies', 'denied', 'deny', 'never', 'none', 'absence']);
/** Words that put what comes just before them out: "neck stiffness absent". */
const POST_NEGATION_CUES = new Set(['absent', 'negative']);
const NEGATION_SCOPE = 5;
/** Words a following single letter qualifies, making one term of the two ("hepatitis#e"). */
const LETTER_KINDS = new Set([
  'type',
  'hepatitis',
  'vitamin',
  'penicillin',
  'factor',
  'group',
  'class',
  'grade',
  'stage',
  'category',
  'protein',
  'phase',
  'zone',
  'wave',
  'lead',
  'immunoglobulin',
  'ig',
  'influenza',
  'streptococcus',
  'strep',
  'complex',
  'fibre',
  'fiber',
  'receptor',
  'antigen',
]);

/** A light stemmer: plurals, -ing, -ed, -ation, -ly and a final e, enough for clinical words. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is|os|as)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 7 && w.endsWith('ation')) w = w.slice(0, -5);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  if (w.length > 4 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('y')) w = w.slice(0, -1);
  return w;
}

export interface Token {
  stem: string;
  clause: number;
  negated: boolean;
}

/** A text's tokens, read once; each caller gets its own list (the tokens themselves are frozen). */
const frozenTokens = remembered((value: string): readonly Token[] =>
  readTokens(value).map((token) => Object.freeze(token)),
);

/** The content words of a text, stemmed, each with its clause and whether a negation covers it. */
export function tokensOf(value: string): Token[] {
  return [...frozenTokens(value)];
}

function readTokens(value: string): Token[] {
  const out: Token[] = [];
  // A full stop or colon inside a number ("0.5", "1:1000") does not end a clause.
  const clauses = value.split(/(?<!\d)[.:]|[.:](?!\d)|[,;!?()\n]+|\s(?:but|however|although|though|whereas)\s/i);
  clauses.forEach((clause, clauseIndex) => {
    const raw = canonical(clause).split(' ').filter(Boolean);
    let negateLeft = 0;
    let previousWord: string | undefined;
    const clauseTokens: Token[] = [];
    for (const word of raw) {
      if (NEGATION_CUES.has(word)) {
        negateLeft = NEGATION_SCOPE;
        continue;
      }
      if (POST_NEGATION_CUES.has(word)) {
        for (const token of clauseTokens.slice(-2)) token.negated = true;
        continue;
      }
      // A letter after a word it qualifies names a kind: "hepatitis E", "type A", "vitamin K".
      const previous = clauseTokens.at(-1);
      if (/^[a-z]$/.test(word) && previous && previousWord !== undefined && LETTER_KINDS.has(previousWord)) {
        previous.stem = `${previous.stem}#${word}`;
        previousWord = undefined;
        continue;
      }
      if (word.length < 2 && !/\d/.test(word)) continue;
      if (STOP_WORDS.has(word)) continue;
      previousWord = word;
      // The scope counts content words: "no neck stiffness and lateral rectus palsy" denies both.
      const negated = negateLeft > 0;
      if (negateLeft > 0) negateLeft--;
      clauseTokens.push({ stem: stem(word), clause: clauseIndex, negated });
    }
    out.push(...clauseTokens);
  });
  return out;
}

/** Optimal string alignment distance, stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (rows[i]?.[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      (rows[i] as number[])[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/**
 * Word pairs a letter apart that mean different things: a student who wrote one did not misspell
 * the other. Prefixes of opposite meaning (hypo/hyper) are kept apart by the first-letters rule.
 */
const NOT_MISSPELLINGS: readonly (readonly [string, string])[] = [
  ['nephrit', 'nephrot'],
  ['ileus', 'ileum'],
  ['ileum', 'ilium'],
  ['mucos', 'mucus'],
  ['perine', 'peroneal'],
  ['fundus', 'fungus'],
  ['ataxia', 'apraxia'],
  ['dysphagia', 'dysphasia'],
  ['aphagia', 'aphasia'],
  ['tonic', 'clonic'],
  ['itis', 'osis'],
  // Operations that differ by what is done: removing, opening, making an opening.
  ['ectom', 'ostom'],
  ['ectom', 'otom'],
  ['ostom', 'otom'],
  ['phosphid', 'phosphin'],
  ['neurogen', 'nephrogen'],
  ['adpkd', 'arpkd'],
  ['hfref', 'hfpef'],
  ['hfref', 'hfmref'],
  ['hfpef', 'hfmref'],
];

function confusable(a: string, b: string): boolean {
  return NOT_MISSPELLINGS.some(([x, y]) => (a.includes(x) && b.includes(y)) || (a.includes(y) && b.includes(x)));
}

/** Is the student's word `said` the term's word `wanted`, or a plain misspelling of it? */
export function sameWord(said: string, wanted: string): boolean {
  if (said === wanted) return true;
  // "hepatitis#e" is not a misspelling of "hepatitis#b".
  if (said.includes('#') || wanted.includes('#')) return false;
  const shorter = Math.min(said.length, wanted.length);
  if (shorter < 5 || /\d/.test(said) || /\d/.test(wanted)) return false;
  // Misspellings keep the first letter; hypo- and hyper- differ at the fourth.
  const keep = said.startsWith('hyp') || wanted.startsWith('hyp') ? 5 : 1;
  if (said.slice(0, keep) !== wanted.slice(0, keep)) return false;
  if (confusable(said, wanted)) return false;
  return editDistance(said, wanted, shorter >= 9 ? 2 : 1) <= (shorter >= 9 ? 2 : 1);
}

/**
 * Does `text` say `term`? Every word of the term is in one clause of the text, close together
 * (at most two other words between them, any order), none of them under a negation. With
 * `ignoreNegation`, a term the text denies still counts as named (the subject of a question).
 */
export function saysTerm(text: string | Token[], term: string | Token[], options: { ignoreNegation?: boolean } = {}) {
  return termMatch(text, term, options) !== null;
}

/**
 * Where `text` says `term`: the positions in the text's tokens of the words that say it (the first
 * place it is said), or null. `saysTerm` is this, as a yes or no.
 */
export function termMatch(
  text: string | Token[],
  term: string | Token[],
  options: { ignoreNegation?: boolean } = {},
): number[] | null {
  const textTokens = typeof text === 'string' ? tokensOf(text) : text;
  // A term that itself denies ("no antipyretics") is said only by a text that denies it too.
  const termTokens = typeof term === 'string' ? tokensOf(term) : term;
  if (termTokens.length === 0 || textTokens.length === 0) return null;
  const span = termTokens.length + 2;
  for (let start = 0; start < textTokens.length; start++) {
    const clause = textTokens[start]?.clause;
    const window: number[] = [];
    for (let i = start; i < Math.min(textTokens.length, start + span); i++) {
      if (textTokens[i]!.clause === clause) window.push(i);
    }
    const used: number[] = [];
    const all = termTokens.every((wanted) => {
      const position = window.find(
        (i) =>
          !used.includes(i) &&
          sameWord(textTokens[i]!.stem, wanted.stem) &&
          (options.ignoreNegation || textTokens[i]!.negated === wanted.negated),
      );
      if (position === undefined) return false;
      used.push(position);
      return true;
    });
    if (all) return used;
  }
  return null;
}

/** How many of `wanted`'s distinct words `text` has (misspellings allowed), ignoring negation. */
export function sharedWordCount(text: Token[], wanted: readonly string[]): number {
  return new Set(wanted).size === 0
    ? 0
    : [...new Set(wanted)].filter((word) => text.some((token) => sameWord(token.stem, word))).length;
}
