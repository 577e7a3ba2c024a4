import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-time';

const now = new Date('2026-11-21T14:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatWhen', () => {
  it('reads "now" for the last minute, even when the device clock is a little behind the server', () => {
    expect(formatWhen(ago(20_000), now)).toBe('this minute');
    expect(formatWhen(ago(-5_000), now)).toBe('this minute');
  });

  it('counts minutes within the hour and hours within the day', () => {
    expect(formatWhen(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatWhen(ago(3 * 60 * 60_000 + 10_000), now)).toBe('3 hours ago');
  });

  it('shows the date and time after a day, with the year only when it differs', () => {
    expect(formatWhen('2026-11-18T09:30:00Z', now, 'Asia/Kolkata')).toBe('18 Nov, 3:00 pm');
    expect(formatWhen('2025-11-18T09:30:00Z', now, 'Asia/Kolkata')).toBe('18 Nov 2025, 3:00 pm');
  });

  it('shows an unreadable date as it came rather than "Invalid Date"', () => {
    expect(formatWhen('yesterday', now)).toBe('yesterday');
  });
});
