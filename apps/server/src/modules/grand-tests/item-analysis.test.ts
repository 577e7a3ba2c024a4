import { describe, expect, it } from 'vitest';
import { analyseItems, type ItemTaker } from './item-analysis.ts';

/**
 * Thirty made-up takers: ten strong (totals 90–99), ten middling (50–59), ten weak (10–19).
 * `good`: the strong get it right, the weak mostly wrong. `miskeyed`: keyed A, but the strong pick
 * C (the right answer, keyed wrongly) while the weak guess A.
 */
function takers(): ItemTaker[] {
  const people: ItemTaker[] = [];
  for (let i = 0; i < 30; i++) {
    const band = i < 10 ? 'strong' : i < 20 ? 'middle' : 'weak';
    const total = band === 'strong' ? 90 + i : band === 'middle' ? 40 + i : i - 10;
    const good = band === 'strong' ? 0 : band === 'middle' ? (i % 2 === 0 ? 0 : 1) : i % 5 === 0 ? 0 : 2;
    const miskeyed = band === 'strong' ? 2 : band === 'middle' ? (i % 2 === 0 ? 0 : 2) : 0;
    people.push({
      total,
      choices: new Map<string, number | null>([
        ['good', good],
        ['miskeyed', miskeyed],
        ['everyone-right', 1],
      ]),
    });
  }
  return people;
}

describe('item analysis', () => {
  const questions = [
    { questionId: 'good', answerIndex: 0, optionCount: 4 },
    { questionId: 'miskeyed', answerIndex: 0, optionCount: 4 },
    { questionId: 'everyone-right', answerIndex: 1, optionCount: 4 },
  ];
  const figures = analyseItems(questions, takers());

  it('leaves a question that separates strong from weak students alone', () => {
    const good = figures.get('good')!;
    expect(good.takers).toBe(30);
    // 10 strong + 5 middling + 2 weak of 30.
    expect(good.difficulty).toBeCloseTo(17 / 30, 3);
    expect(good.discrimination).toBeCloseTo(1 - 0.2, 3);
    expect(good.pointBiserial!).toBeGreaterThan(0.5);
    expect(good.optionPicks[0]).toBeCloseTo(17 / 30, 3);
    expect(good.flagged).toBe(false);
    expect(good.reasons).toEqual([]);
  });

  it('flags a question the strong students miss: negative discrimination, and a distractor the top third prefers', () => {
    const miskeyed = figures.get('miskeyed')!;
    expect(miskeyed.discrimination).toBeCloseTo(0 - 1, 3);
    expect(miskeyed.pointBiserial!).toBeLessThan(0);
    expect(miskeyed.topThirdPicks).toEqual([0, 0, 1, 0]);
    expect(miskeyed.flagged).toBe(true);
    expect(miskeyed.reasons).toEqual([
      'Discrimination -1.00 is negative: the weaker students did better',
      'The top third picked option C more often than the key',
    ]);
  });

  it('flags a question that does not discriminate at all (everyone right)', () => {
    const easy = figures.get('everyone-right')!;
    expect(easy.difficulty).toBe(1);
    expect(easy.discrimination).toBe(0);
    expect(easy.pointBiserial).toBeNull();
    expect(easy.flagged).toBe(true);
    expect(easy.reasons).toEqual(['Discrimination 0.00 is below 0.1']);
  });

  it('has nothing to say with no takers', () => {
    expect(analyseItems(questions, []).size).toBe(0);
  });
});
