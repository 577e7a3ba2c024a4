import { describe, expect, it } from 'vitest';
import { intervalLabel } from './interval-label';

const from = Date.parse('2026-11-28T10:00:00Z');
const later = (ms: number) => new Date(from + ms).toISOString();

describe('the interval a rating button shows', () => {
  it('says minutes, hours, days, months and years, never less than a minute', () => {
    expect(intervalLabel(later(10_000), from)).toBe('1 min');
    expect(intervalLabel(later(10 * 60_000), from)).toBe('10 min');
    expect(intervalLabel(later(5 * 3_600_000), from)).toBe('5 h');
    expect(intervalLabel(later(3 * 86_400_000), from)).toBe('3 d');
    expect(intervalLabel(later(75 * 86_400_000), from)).toBe('2.5 mo');
    expect(intervalLabel(later(800 * 86_400_000), from)).toBe('2.2 y');
  });
});
