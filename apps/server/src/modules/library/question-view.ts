/** A question row as a student sees it before answering: its body (every format's parts, the figure resolved). */
import { FIGURE_DEFAULT_SIZE, type QuestionBody } from '@medsutra/contract/library/question-body';
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

export function questionBodyOf(row: QuestionBodyRow): QuestionBody {
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
          alt: row.figureAlt ?? UNCATALOGUED_ALT,
          width: row.figureWidth ?? FIGURE_DEFAULT_SIZE.width,
          height: row.figureHeight ?? FIGURE_DEFAULT_SIZE.height,
        }
      : null,
  };
}
