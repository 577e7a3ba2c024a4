import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays } from '../../lib/calendar.ts';
import { balancedDay, MAX_SHIFT_DAYS, spreadBacklog } from './spread.ts';

const TODAY = '2026-11-23';
const dayDiff = (a: string, b: string) =>
  Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);

it('never moves a card more than a few days, before tomorrow, or past the exam', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 400 }),
      fc.integer({ min: 1, max: 400 }),
      fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
      fc.array(fc.tuple(fc.integer({ min: -5, max: 410 }), fc.integer({ min: 0, max: 500 })), { maxLength: 40 }),
      fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      (dueIn, intervalDays, examIn, loads, easy) => {
        const dueDay = addDays(TODAY, dueIn);
        const earliest = addDays(TODAY, 1);
        const lastDay = examIn === null ? null : addDays(TODAY, Math.max(1, examIn - 1));
        const load = new Map(loads.map(([offset, count]) => [addDays(TODAY, offset), count]));
        const day = balancedDay({ dueDay, intervalDays, earliest, lastDay, load, easyWeekdays: new Set(easy) });
        expect(day >= earliest).toBe(true);
        if (lastDay) expect(day <= lastDay).toBe(true);
        // Within the window, unless the exam cap had to pull it earlier.
        if (!lastDay || dueDay <= lastDay) expect(Math.abs(dayDiff(day, dueDay))).toBeLessThanOrEqual(MAX_SHIFT_DAYS);
      },
    ),
    { seed: 34, numRuns: 500 },
  );
});

it('moves a card off a crowded day and away from an easy weekday', () => {
  const dueDay = '2026-12-10'; // a Thursday; its window is two days either side
  const load = new Map([
    ['2026-12-08', 50],
    ['2026-12-09', 30],
    ['2026-12-10', 40],
    ['2026-12-11', 20],
    ['2026-12-12', 50],
  ]);
  const base = { dueDay, intervalDays: 40, earliest: addDays(TODAY, 1), lastDay: null, load };
  expect(balancedDay({ ...base, easyWeekdays: new Set() })).toBe('2026-12-11');
  const friday = 5;
  expect(balancedDay({ ...base, easyWeekdays: new Set([friday]) })).toBe('2026-12-09');
  // The exam on the 10th: nothing after the 9th.
  expect(balancedDay({ ...base, lastDay: '2026-12-09', easyWeekdays: new Set() })).toBe('2026-12-09');
});

it('spreads a backlog over the days, most forgotten first, none dropped', () => {
  const cards = Array.from({ length: 2000 }, (_, i) => ({ id: i, recall: ((i * 7919) % 1000) / 1000 }));
  const spread = spreadBacklog(cards, TODAY, 7);
  expect(spread).toHaveLength(2000);
  const perDay = new Map<string, number>();
  for (const { day } of spread) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  expect([...perDay.keys()].sort()).toEqual(Array.from({ length: 7 }, (_, i) => addDays(TODAY, i)));
  expect(Math.max(...perDay.values())).toBe(Math.ceil(2000 / 7));
  for (let i = 1; i < spread.length; i += 1) {
    if (spread[i]!.day !== spread[i - 1]!.day)
      expect(spread[i]!.card.recall).toBeGreaterThanOrEqual(spread[i - 1]!.card.recall);
  }
});
