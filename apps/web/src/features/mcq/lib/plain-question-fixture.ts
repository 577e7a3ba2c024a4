/** For tests: the parts of a question a plain single-best-answer MCQ leaves empty. */
export const plainSingleQuestion = {
  format: 'single',
  statements: null,
  match: null,
  steps: null,
  assertion: null,
  reason: null,
  figure: null,
} as const;
