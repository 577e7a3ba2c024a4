import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCompact, formatCount, formatDateTime, formatReceiptDate } from './format';

describe('numbers and days as students in India read them', () => {
  it('group digits the Indian way and shorten large chip values', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1150)).toBe('1.2K');
    expect(formatCompact(123456)).toBe('1.2L');
  });

  it('name a calendar day in Asia/Kolkata whatever the machine’s zone', () => {
    expect(formatCalendarDay('2026-11-18')).toBe('18 Nov');
  });

  it('give an entry’s time in India, with the year only when it is not this year', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(formatDateTime('2026-11-18T20:00:00Z', now)).toBe('19 Nov, 1:30 am');
    expect(formatDateTime('2025-12-31T20:00:00Z', now)).toBe('1 Jan, 1:30 am');
    expect(formatDateTime('2025-06-01T06:00:00Z', now)).toBe('1 Jun 2025, 11:30 am');
  });

  it('date a receipt in India time with the year, whatever the machine’s zone', () => {
    expect(formatReceiptDate('2026-11-18T20:00:00Z')).toBe('19 Nov 2026, 1:30 am IST');
  });
});
