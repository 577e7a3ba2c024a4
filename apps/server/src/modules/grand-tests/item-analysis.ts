/**
 * Item analysis as exam boards do it (decision 128): for each question, its difficulty (share
 * correct), its discrimination (share correct in the top third of takers by total score minus the
 * bottom third), the point-biserial correlation between getting it right and the total score, and
 * each option's pick rate overall and in the top third. A question that discriminates below
 * ITEM_DISCRIMINATION_MIN (or negatively), or whose top third prefers a distractor to the key, is
 * flagged: that is how a wrong key or an ambiguous stem shows in real answers.
 */
import { ITEM_DISCRIMINATION_MIN } from '@medsutra/contract/grand-tests/paths';

export interface ItemTaker {
  /** The taker's total score on the paper. */
  total: number;
  /** Chosen option index by question id (absent or null: unanswered). */
  choices: ReadonlyMap<string, number | null>;
}

export interface ItemQuestion {
  questionId: string;
  answerIndex: number;
  optionCount: number;
}

export interface ItemFigures {
  takers: number;
  difficulty: number;
  discrimination: number;
  pointBiserial: number | null;
  optionPicks: number[];
  topThirdPicks: number[];
  flagged: boolean;
  reasons: string[];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

const itemReasons = {
  lowDiscrimination: (d: number) => `Discrimination ${d.toFixed(2)} is below ${ITEM_DISCRIMINATION_MIN}`,
  negativeDiscrimination: (d: number) => `Discrimination ${d.toFixed(2)} is negative: the weaker students did better`,
  distractorPreferred: (option: number) =>
    `The top third picked option ${String.fromCharCode(65 + option)} more often than the key`,
} as const;

export function analyseItems(
  questions: readonly ItemQuestion[],
  takers: readonly ItemTaker[],
): Map<string, ItemFigures> {
  const figures = new Map<string, ItemFigures>();
  const n = takers.length;
  if (n === 0) return figures;
  // Top and bottom thirds by total score (ties broken by their order, which is arbitrary but fixed).
  const ranked = [...takers].sort((a, b) => b.total - a.total);
  const third = Math.max(1, Math.floor(n / 3));
  const top = ranked.slice(0, third);
  const bottom = ranked.slice(n - third);
  const mean = takers.reduce((sum, t) => sum + t.total, 0) / n;
  const sd = Math.sqrt(takers.reduce((sum, t) => sum + (t.total - mean) ** 2, 0) / n);
  const correctShare = (group: readonly ItemTaker[], q: ItemQuestion) =>
    group.filter((t) => t.choices.get(q.questionId) === q.answerIndex).length / group.length;
  const picks = (group: readonly ItemTaker[], q: ItemQuestion) =>
    Array.from(
      { length: q.optionCount },
      (_, option) => group.filter((t) => t.choices.get(q.questionId) === option).length / group.length,
    );

  for (const q of questions) {
    const p = correctShare(takers, q);
    const discrimination = correctShare(top, q) - correctShare(bottom, q);
    let pointBiserial: number | null = null;
    if (sd > 0 && p > 0 && p < 1) {
      const right = takers.filter((t) => t.choices.get(q.questionId) === q.answerIndex);
      const meanRight = right.reduce((sum, t) => sum + t.total, 0) / right.length;
      const wrong = takers.filter((t) => t.choices.get(q.questionId) !== q.answerIndex);
      const meanWrong = wrong.reduce((sum, t) => sum + t.total, 0) / wrong.length;
      pointBiserial = round3(((meanRight - meanWrong) / sd) * Math.sqrt(p * (1 - p)));
    }
    const topPicks = picks(top, q);
    const reasons: string[] = [];
    if (discrimination < 0) reasons.push(itemReasons.negativeDiscrimination(discrimination));
    else if (discrimination < ITEM_DISCRIMINATION_MIN) reasons.push(itemReasons.lowDiscrimination(discrimination));
    const keyTop = topPicks[q.answerIndex] ?? 0;
    topPicks.forEach((share, option) => {
      if (option !== q.answerIndex && share > keyTop) reasons.push(itemReasons.distractorPreferred(option));
    });
    figures.set(q.questionId, {
      takers: n,
      difficulty: round3(p),
      discrimination: round3(discrimination),
      pointBiserial,
      optionPicks: picks(takers, q).map(round3),
      topThirdPicks: topPicks.map(round3),
      flagged: reasons.length > 0,
      reasons,
    });
  }
  return figures;
}
