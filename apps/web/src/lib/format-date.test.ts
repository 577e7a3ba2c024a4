import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatReceiptDate,
  formatWeekdayDateTime,
  indiaCalendarDay,
  shortMonth,
} from './format-date';

describe('dates as students in India read them', () => {
  it('name a calendar day in Asia/Kolkata whatever the machine’s zone', () => {
    expect(formatCalendarDay('2026-11-18')).toBe('18 Nov');
  });

  it('give an entry’s time in India, with the year only when it is not this year', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(formatDateTime('2026-11-18T20:00:00Z', now)).toBe('19 Nov, 1:30 am');
    expect(formatDateTime('2025-12-31T20:00:00Z', now)).toBe('1 Jan, 1:30 am');
    expect(formatDateTime('2025-06-01T06:00:00Z', now)).toBe('1 Jun 2025, 11:30 am');
  });

  it('name the India calendar day an instant falls on', () => {
    expect(indiaCalendarDay('2026-11-23T18:29:00.000Z')).toBe('2026-11-23');
    expect(indiaCalendarDay('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
  });

  it('give a window edge with its weekday in India time', () => {
    // 20:00 UTC on Wednesday 18 Nov is 1:30 am on Thursday 19 Nov in India.
    expect(formatWeekdayDateTime('2026-11-18T20:00:00Z')).toBe('Thu, 19 Nov, 1:30 am');
    expect(formatWeekdayDateTime('2026-11-28T04:00:00Z')).toBe('Sat, 28 Nov, 9:30 am');
    expect(formatWeekdayDateTime('not a date')).toBe('not a date');
  });

  it('date a receipt in India time with the year, whatever the machine’s zone', () => {
    expect(formatReceiptDate('2026-11-18T20:00:00Z')).toBe('19 Nov 2026, 1:30 am IST');
  });

  it('give a date with its year, and an unreadable one as it came', () => {
    expect(formatDate('2026-09-10T08:00:00Z')).toBe('10 Sept 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('name the months as en-IN does, September as "Sept"', () => {
    expect([shortMonth(0), shortMonth(8), shortMonth(11)]).toEqual(['Jan', 'Sept', 'Dec']);
    const icu = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++)
      expect(shortMonth(month)).toBe(icu.format(new Date(Date.UTC(2026, month, 15))));
  });
});

describe('the hand-written India dates agree with ICU’s en-IN', () => {
  it('match Intl.DateTimeFormat for Asia/Kolkata across months, noon, midnight and year ends', () => {
    const icu = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const now = new Date('2030-06-01T00:00:00Z');
    for (let month = 0; month < 12; month++) {
      for (const [hour, minute] of [
        [0, 0],
        [6, 29],
        [6, 30],
        [18, 29],
        [18, 30],
        [23, 59],
      ] as const) {
        const iso = new Date(Date.UTC(2026, month, 28, hour, minute)).toISOString();
        expect(formatDateTime(iso, now)).toBe(icu.format(new Date(iso)).replace(/\u202f/g, ' '));
        expect(formatReceiptDate(iso)).toBe(`${icu.format(new Date(iso)).replace(/\u202f/g, ' ')} IST`);
      }
    }
  });
});
