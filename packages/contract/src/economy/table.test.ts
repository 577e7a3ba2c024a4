import { describe, expect, it } from 'vitest';
import { aiToolXp, formatIndianNumber, isPaidPlanLabel, LEVELS, levelForXp, PLANS } from './table.ts';

it("derives the level from XP at the product rules' thresholds", () => {
  expect([0, 500, 501, 1000, 1001, 2000, 2001, 3500, 3501, 99999].map(levelForXp)).toEqual([
    1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
  ]);
});

it('pays level bonuses of 100, 200, 300 and 500 for levels 2 to 5', () => {
  expect(LEVELS.slice(1).map((level) => level.bonusCoins)).toEqual([100, 200, 300, 500]);
});

it('awards half the coins spent on an AI tool as XP, rounded down', () => {
  expect(aiToolXp(100)).toBe(50);
  expect(aiToolXp(25)).toBe(12);
});

it('treats the 999 and 1499 tiers as paid, with or without /month', () => {
  expect(['999', '999/month', '1499', '1499/month'].every(isPaidPlanLabel)).toBe(true);
  expect(['Free', '', '99', '1999/month', null].some(isPaidPlanLabel)).toBe(false);
  expect(PLANS.filter((plan) => isPaidPlanLabel(plan.label)).map((plan) => plan.id)).toEqual([
    'premium',
    'premiumPlus',
  ]);
});

describe('formatIndianNumber', () => {
  it('groups whole numbers exactly as en-IN does, fractions through ICU', () => {
    for (const value of [0, 7, -7, 999, 1000, -1000, 12345, 123456, 1234567, 98765432, -123456789, 1.5, 1234.56])
      expect(formatIndianNumber(value)).toBe(value.toLocaleString('en-IN'));
  });
});
