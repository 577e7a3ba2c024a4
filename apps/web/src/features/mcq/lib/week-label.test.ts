import { describe, expect, it } from 'vitest';
import { shortWeekLabels, weekLabel } from './week-label';

describe('week labels', () => {
  it('names the month on the first week and where it changes, the day alone otherwise', () => {
    expect(weekLabel('2026-11-23')).toBe('23 Nov');
    expect(shortWeekLabels(['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'])).toEqual([
      '19 Oct',
      '26',
      '2 Nov',
      '9',
    ]);
  });
});
