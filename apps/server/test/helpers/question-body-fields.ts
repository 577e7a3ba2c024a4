/**
 * The fields of a question's body as a student is sent it, in practice and in a test alike: its
 * format and the format's parts (null where it has none). Never the key or the explanation.
 */
export const questionBodyFields = [
  'format',
  'stem',
  'statements',
  'match',
  'steps',
  'assertion',
  'reason',
  'figure',
] as const;
