/**
 * A question's item analysis (decisions 128 and 145): its figures, the flag and its reasons, and
 * the difficulty label the figures suggest. Grand tests' admin screen and the library-report
 * queue show the same figures, so they are written once here.
 */
import { z } from 'zod';
import { difficultySchema } from './content.ts';

export const itemStatsSchema = z.object({
  takers: z.number().int(),
  /** Share correct, 0 to 1. */
  difficulty: z.number(),
  /** Share correct in the top third minus the bottom third, −1 to 1. */
  discrimination: z.number(),
  pointBiserial: z.number().nullable(),
  /** Share of takers who picked each option (in the library's option order). */
  optionPicks: z.array(z.number()),
  /** The same among the top third. */
  topThirdPicks: z.array(z.number()),
  flagged: z.boolean(),
  reasons: z.array(z.string()),
});
export type ItemStats = z.infer<typeof itemStatsSchema>;

/** Where a question's figures come from: a closed grand test's takers, or the bank's first answers. */
const itemScopeKinds = ['grand-test', 'bank'] as const;

/** The figures on a report the item analysis filed, as the admin's queue shows them. */
export const itemReportFiguresSchema = itemStatsSchema.extend({
  scope: z.enum(itemScopeKinds),
  /** "Sunday grand test 3" or "the question bank". */
  scopeTitle: z.string(),
  /** The key the figures were read against (the library's option order). */
  answerIndex: z.number().int(),
  /** The question's label now (null once the question has left the library). */
  label: difficultySchema.nullable(),
  /** The label its share correct suggests (ITEM_LABEL_SHARES). */
  suggestedLabel: difficultySchema,
  /** The library file's label when an admin's correction stands over it (null: no correction). */
  fileLabel: difficultySchema.nullable(),
});

/** The bank's item analysis needs this many students' first answers to a question (decision 145). */
export const BANK_ITEM_MIN_ANSWERERS = 30;

/** Share correct at or above `easy` suggests easy, below `hard` hard, in between medium. */
const ITEM_LABEL_SHARES = { easy: 0.7, hard: 0.3 } as const;

export function suggestedDifficulty(shareCorrect: number): z.infer<typeof difficultySchema> {
  if (shareCorrect >= ITEM_LABEL_SHARES.easy) return 'easy';
  if (shareCorrect < ITEM_LABEL_SHARES.hard) return 'hard';
  return 'medium';
}

/** Option letters as the figures name them (A for the library's option 0). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** The report's text: the figures and the reasons, as a sentence an editor reads in the queue. */
export function itemReportText(scopeTitle: string, stats: ItemStats, answerIndex: number): string {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const picks = stats.optionPicks
    .map((share, option) => `${optionLetter(option)} ${percent(share)}${option === answerIndex ? ' (key)' : ''}`)
    .join(', ');
  const top = stats.topThirdPicks.map((share, option) => `${optionLetter(option)} ${percent(share)}`).join(', ');
  const biserial = stats.pointBiserial === null ? 'n/a' : stats.pointBiserial.toFixed(2);
  return (
    `Item analysis of ${scopeTitle} (${stats.takers} students): difficulty ${stats.difficulty.toFixed(2)} ` +
    `(${percent(stats.difficulty)} right), discrimination ${stats.discrimination.toFixed(2)}, point-biserial ${biserial}. ` +
    `${stats.reasons.join('. ')}. Picks: ${picks}; top third: ${top}.`
  );
}

export const itemMessages = {
  difficultySet: (label: string) => `The question is labelled ${label} now; the library's re-import keeps it.`,
  questionNotFound: 'That question is not in the library. Reload the queue.',
  difficultyRequired: 'Choose easy, medium or hard',
  difficultyReverted: (label: string) => `The question is back to the library file's label, ${label}.`,
  noCorrection: "That question's label is the library file's own: there is no correction to undo. Reload the queue.",
  bankScopeTitle: 'the question bank',
  reporterName: 'Item analysis',
} as const;
