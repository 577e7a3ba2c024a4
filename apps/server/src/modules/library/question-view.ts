/** A question row as a student sees it before answering: its body (every format's parts, the figure resolved). */
import { FIGURE_DEFAULT_SIZE, type QuestionBody } from '@medsutra/contract/library/question-body';
import type { FigureInfo } from './figure-info.ts';
import type { QuestionRow } from './repository.ts';

export interface QuestionBodyRow
  extends Pick<QuestionRow, 'format' | 'stem' | 'statements' | 'match' | 'steps' | 'assertion' | 'reason' | 'figure'> {
  figureAlt: string | null;
  figureWidth: number | null;
  figureHeight: number | null;
}

/**
 * A figure the catalogue does not (yet) hold still shows, with a plain alt text and the default
 * box: the figures and the questions are written in different files that may land apart, and
 * `scripts/check-content.ts` refuses a figure id without its catalogue entry before release.
 */
const UNCATALOGUED_ALT = 'The figure for this question';

/** `info`: what figure-info.ts knows of the figure beyond its catalogue row (a drawn figure's size, a licensed image's alt). */
/** The box a figure is drawn in: its own size when both sides are known, else the default. */
export const figureBox = (width: number | null, height: number | null) =>
  width && height ? { width, height } : { ...FIGURE_DEFAULT_SIZE };

export function questionBodyOf(row: QuestionBodyRow, info?: FigureInfo): QuestionBody {
  return {
    format: row.format,
    stem: row.stem,
    statements: row.statements ?? null,
    match: row.match
      ? {
          leftTitle: row.match.leftTitle ?? null,
          rightTitle: row.match.rightTitle ?? null,
          left: row.match.left,
          right: row.match.right,
        }
      : null,
    steps: row.steps ?? null,
    assertion: row.assertion ?? null,
    reason: row.reason ?? null,
    figure: row.figure
      ? {
          id: row.figure,
          alt: row.figureAlt ?? info?.alt ?? UNCATALOGUED_ALT,
          ...figureBox(row.figureWidth ?? info?.width ?? null, row.figureHeight ?? info?.height ?? null),
        }
      : null,
  };
}
