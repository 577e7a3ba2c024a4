/**
 * The words the passage index matches on. Both sides (the library's lines and what a student
 * typed) go through the same steps, so a match is a match of meaning more than of spelling:
 * British and American spellings meet ("haemoglobin", "hemoglobin"), a plural meets its singular,
 * and the words an exam question is phrased with ("which of the following", "most likely", "a
 * 45-year-old man presents") carry no weight.
 */

/** English function words and the words of an exam question's frame: they say nothing about the topic. */
const STOP_WORDS = new Set(
  (
    'a an the and or but if of at by for with about against between into through during before after above below ' +
    'to from up down in out on off over under again further then once here there when where why how all any both ' +
    'each few more most other some such no nor not only own same so than too very can will just should now i me my ' +
    'we our you your he him his she her it its they them their what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing as until while also may might must would could ' +
    'shall one two three four following true false correct incorrect except best likely least commonest common ' +
    'usually usual commonly frequently often seen given give giving used use using known called occurs occur caused due type types ' +
    'patient patients year years old aged age man woman male female boy girl person presents presented presenting ' +
    'presentation complains complaining comes came brought history shows showed show reveals revealed noted found ' +
    'finding findings diagnosis likely probable next step initial choice drug option options statement ' +
    'statements answer question questions regarding respect feature features characteristic characteristically ' +
    'typically typical classically classical important importantly ie eg etc'
  ).split(' '),
);

/** Words whose spelling differs across the Atlantic only by an ae/oe digraph meet at the shorter form. */
function unifySpelling(word: string): string {
  if (word.length < 5) return word;
  return word.replace(/ae/g, 'e').replace(/oe/g, 'e');
}

/** A light stemmer: plurals, the commonest verb endings and a final e, never below four letters. */
function stem(word: string): string {
  let w = unifySpelling(word);
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:sses|xes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is|ys|as)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (w.length > 7 && w.endsWith('ment')) w = w.slice(0, -4);
  // "manage", "managing", "managed" and "management" meet at "manag".
  if (w.length > 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** Lower case, accents off, split on anything not a letter or digit. */
function rawWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/β/g, 'beta')
      .replace(/α/g, 'alpha')
      .replace(/γ/g, 'gamma')
      // "0.5 mg/L" is not "5 mg/L": a decimal stays one word.
      .replace(/(\d)\.(\d)/g, '$1p$2')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
  );
}

/** The matching terms of a text, in order, stop words out. */
export function terms(text: string): string[] {
  return rawWords(text)
    .filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)))
    .map(stem);
}

/** Every word of a text, stemmed, stop words kept: for matching an option's whole phrase ("vitamin a"). */
export function allTerms(text: string): string[] {
  return rawWords(text).map(stem);
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
