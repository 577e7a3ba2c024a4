/**
 * Turns what a student typed into the words a full-text query is built from. Only letters and
 * digits survive, so nothing typed can become tsquery syntax; English stop words are dropped
 * (PostgreSQL would drop them too, and a query of nothing but stop words must find nothing).
 */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** PostgreSQL's english stop words: a query made only of these has nothing to search for. */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The query's variants as lists of words: the query itself first, then its abbreviation
 * expansions. A variant with no words left (only stop words) is dropped.
 */
export function searchVariants(query: string, expansions: readonly string[]): string[][] {
  const variants = [query, ...expansions].map(searchWords).filter((words) => words.length > 0);
  const seen = new Set<string>();
  return variants.filter((words) => {
    const key = words.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Text safe to bind as a PostgreSQL parameter: control characters (a NUL above all) become spaces. */
export function withoutControlCharacters(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}
