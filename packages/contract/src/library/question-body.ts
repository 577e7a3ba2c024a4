/**
 * What a student sees of a question before answering, in every format (`docs/content-format.md`):
 * the stem and, by format, numbered statements, two lists to match, steps to order, an assertion
 * and a reason, and a figure. The same shape goes to practice, tests, the daily challenge, the
 * mistakes deck, revision checks and the tutor, so one screen component renders them all. No zod
 * here: the screens import this file alone.
 */

export const QUESTION_FORMATS = ['single', 'statements', 'match', 'sequence', 'assertion-reason'] as const;
export type QuestionFormatId = (typeof QUESTION_FORMATS)[number];
/** The formats INICET adds to single best answer. */
export const INICET_FORMATS: readonly QuestionFormatId[] = ['statements', 'match', 'sequence', 'assertion-reason'];

/**
 * The box a figure is drawn into when its catalogue entry names no size: the screens give the
 * image this aspect before it loads (no layout shift) and fit the drawing inside it.
 */
export const FIGURE_DEFAULT_SIZE = { width: 800, height: 500 } as const;

interface QuestionFigure {
  id: string;
  /** Describes the figure without giving the answer away. */
  alt: string;
  width: number;
  height: number;
}

interface QuestionMatch {
  leftTitle: string | null;
  rightTitle: string | null;
  /** List I, shown A–D. */
  left: string[];
  /** List II, shown 1–4. */
  right: string[];
}

export interface QuestionBody {
  format: QuestionFormatId;
  stem: string;
  /** `statements`: shown numbered 1, 2, 3… */
  statements: string[] | null;
  match: QuestionMatch | null;
  /** `sequence`: shown numbered 1–4. */
  steps: string[] | null;
  assertion: string | null;
  reason: string | null;
  figure: QuestionFigure | null;
}

export const MATCH_LEFT_LABELS = ['A', 'B', 'C', 'D'] as const;

export const questionBodyText = {
  formats: {
    single: 'Single best answer',
    statements: 'Multiple statements',
    match: 'Match the following',
    sequence: 'Sequence',
    'assertion-reason': 'Assertion and reason',
  } satisfies Record<QuestionFormatId, string>,
  imageBased: 'Image-based',
  statements: 'Statements',
  listI: 'List I',
  listII: 'List II',
  steps: 'Steps',
  assertion: 'Assertion (A)',
  reason: 'Reason (R)',
  figure: 'Figure',
  openFigure: 'opens the figure full size',
} as const;

/** The question as plain text lines (the tutor's quiz, a copied question): every format's parts, numbered. */
export function questionBodyLines(body: QuestionBody): string[] {
  const lines = [body.stem];
  if (body.figure) lines.push(`[${questionBodyText.figure}: ${body.figure.alt}]`);
  body.statements?.forEach((statement, index) => {
    lines.push(`${index + 1}. ${statement}`);
  });
  if (body.match) {
    lines.push(`${body.match.leftTitle ?? questionBodyText.listI}:`);
    body.match.left.forEach((item, index) => {
      lines.push(`${MATCH_LEFT_LABELS[index]}. ${item}`);
    });
    lines.push(`${body.match.rightTitle ?? questionBodyText.listII}:`);
    body.match.right.forEach((item, index) => {
      lines.push(`${index + 1}. ${item}`);
    });
  }
  body.steps?.forEach((step, index) => {
    lines.push(`${index + 1}. ${step}`);
  });
  if (body.assertion) lines.push(`${questionBodyText.assertion}: ${body.assertion}`);
  if (body.reason) lines.push(`${questionBodyText.reason}: ${body.reason}`);
  return lines;
}
