import { describe, expect, it } from 'vitest';
import { economyDay } from './calendar.ts';

const kolkataDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('economyDay', () => {
  it('turns at midnight in India (18:30 UTC), whichever day was asked before', () => {
    expect(economyDay(new Date('2026-03-04T18:29:59.999Z'))).toBe('2026-03-04');
    expect(economyDay(new Date('2026-03-04T18:30:00.000Z'))).toBe('2026-03-05');
    expect(economyDay(new Date('2026-03-04T18:29:59.999Z'))).toBe('2026-03-04');
    expect(economyDay(new Date('2026-03-05T18:29:59.999Z'))).toBe('2026-03-05');
  });

  it('agrees with ICU for instants in and out of order across a year', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 5000; i++) {
      // Every 17th hour and a bit, then a jump back: the remembered day must never leak.
      const at = new Date(start + ((i * 17 * 3_600_000 + i * 997) % (366 * 86_400_000)));
      expect(economyDay(at)).toBe(kolkataDay.format(at));
    }
  });
});
